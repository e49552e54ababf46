/**
 * Two large chunks instead of dozens of small ones on a board URL (ADR 0039). Left to automatic
 * splitting, the board loads about 90 files, and a cold load spends more main-thread time on their
 * requests than on React. In the client build only, this plugin gathers:
 * - `core`: every module the client entry and the root route import statically. Every page that
 *   runs React Router loads them at start. (Barrel packages such as lucide-react make "imports
 *   statically" wider than what is used: icons that only lazily loaded code draws come along,
 *   about 5 KB gzip.)
 * - `board-code`: every module the signed-in board's routes (guard, shell, board-view) import
 *   statically and no entry outside the app reaches, so the public, sign-in and not-found pages
 *   never load it. Other app routes load it for any module they share with the board.
 * Entries keep their own files (a route's exports stay its own); lazily imported code and modules
 * the board shares with pages outside the app are left to Rolldown's automatic splitting.
 *
 * The chunks cannot form a cycle: `core` is closed under static imports, and a module that imports
 * a `board-code` module is itself reachable from the board and, if it were reachable from outside
 * the app, so would be what it imports.
 */
import type { Plugin } from 'vite';

const SHELL_ENTRY = /[\\/]src[\\/]web[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/;
/** The route entries of a board URL, as React Router names them (with any `?route-chunk`). */
const BOARD_ENTRY = /[\\/]src[\\/]web[\\/]app[\\/]routes[\\/]app[\\/](guard|shell|board-view)\.tsx(\?|$)/;
/** Every app route: free to share the board's chunk, since only signed-in pages load them. */
const APP_ENTRY = /[\\/]src[\\/]web[\\/]app[\\/]routes[\\/]app[\\/]/;

export interface ModuleNode {
  isEntry: boolean;
  importedIds: readonly string[];
}

function reachable(graph: ReadonlyMap<string, ModuleNode>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.get(id)?.importedIds ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}

/** Which chunk each gathered module goes to; a module not in the map is left to Rolldown. */
export function appChunkOf(graph: ReadonlyMap<string, ModuleNode>): Map<string, 'core' | 'board-code'> {
  const entries = [...graph].filter(([, node]) => node.isEntry).map(([id]) => id);
  const core = reachable(
    graph,
    entries.filter((id) => SHELL_ENTRY.test(id)),
  );
  const board = reachable(
    graph,
    entries.filter((id) => BOARD_ENTRY.test(id)),
  );
  const outsideApp = reachable(
    graph,
    entries.filter((id) => !APP_ENTRY.test(id)),
  );
  const chunkOf = new Map<string, 'core' | 'board-code'>();
  for (const id of core) if (!graph.get(id)?.isEntry) chunkOf.set(id, 'core');
  for (const id of board) if (!outsideApp.has(id) && !graph.get(id)?.isEntry) chunkOf.set(id, 'board-code');
  return chunkOf;
}

export function appChunks(): Plugin {
  let chunkOf = new Map<string, 'core' | 'board-code'>();
  return {
    name: 'quadrant:app-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Rolldown requires it with includeDependenciesRecursively: false. An entry chunk may then export
    // more than its module does; a route's own exports are all still there.
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    buildEnd() {
      const graph = new Map<string, ModuleNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, { isEntry: info.isEntry, importedIds: info.importedIds });
      }
      chunkOf = appChunkOf(graph);
      const names = new Set(chunkOf.values());
      if (!names.has('core') || !names.has('board-code')) {
        this.error('app-chunks: the client entry, the root or the board route was not found');
      }
    },
    outputOptions(options) {
      const current = options.codeSplitting;
      if (typeof current === 'object' && current.groups?.length) {
        this.error('app-chunks: the output already has code-splitting groups');
      }
      return {
        ...options,
        codeSplitting: {
          ...(typeof current === 'object' ? current : {}),
          groups: [
            {
              name: (id: string) => chunkOf.get(id) ?? null,
              // Everything a gathered module imports is in one of the two chunks, or in a chunk that
              // pages outside the app load too: nothing needs pulling in.
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}
