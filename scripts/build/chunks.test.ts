import { describe, expect, it } from 'vitest';
import { appChunkOf, type ModuleNode } from './chunks.ts';

const APP = '/repo/src/web/app';

/** A module graph from `id: [imports]`; ids ending in `*` are entries. */
function graph(spec: Record<string, string[]>): Map<string, ModuleNode> {
  return new Map(
    Object.entries(spec).map(([id, importedIds]) => [
      id.replace(/\*$/, ''),
      { isEntry: id.endsWith('*'), importedIds },
    ]),
  );
}

const g = graph({
  [`${APP}/entry.client.tsx*`]: ['react-dom', 'i18n'],
  [`${APP}/root.tsx?__react-router-build-client-route*`]: ['react', 'query-client'],
  [`${APP}/routes/app/guard.tsx?__react-router-build-client-route*`]: ['session', 'react'],
  [`${APP}/routes/app/board-view.tsx?route-chunk=clientLoader*`]: ['board-pull'],
  [`${APP}/routes/app/board-view.tsx?__react-router-build-client-route*`]: ['board', 'schemas'],
  [`${APP}/routes/app/profile.tsx?__react-router-build-client-route*`]: ['profile-form', 'board'],
  [`${APP}/routes/auth/login.tsx?__react-router-build-client-route*`]: ['session', 'schemas'],
  [`${APP}/routes/public/landing.tsx?__react-router-build-client-route*`]: ['demo'],
  'react-dom': ['react'],
  react: [],
  i18n: [],
  'query-client': ['react'],
  session: ['i18n'],
  'board-pull': ['schemas'],
  board: ['virtualizer', 'react', 'i18n'],
  virtualizer: [],
  schemas: [],
  'profile-form': [],
  demo: ['virtualizer'],
});

describe('appChunkOf', () => {
  const chunkOf = appChunkOf(g);

  it('puts everything the client entry and the root import statically into core', () => {
    for (const id of ['react-dom', 'react', 'i18n', 'query-client']) expect(chunkOf.get(id)).toBe('core');
  });

  it("puts the board's own modules into board-code", () => {
    expect(chunkOf.get('board')).toBe('board-code');
    expect(chunkOf.get('board-pull')).toBe('board-code');
  });

  it('leaves alone what a page outside the app also imports', () => {
    // The sign-in page needs these; the landing page's demo the virtualizer.
    expect(chunkOf.has('session')).toBe(false);
    expect(chunkOf.has('schemas')).toBe(false);
    expect(chunkOf.has('virtualizer')).toBe(false);
  });

  it('leaves entries and modules only other app routes import in their own files', () => {
    for (const [id, node] of g) if (node.isEntry) expect(chunkOf.has(id)).toBe(false);
    expect(chunkOf.has('profile-form')).toBe(false);
    expect(chunkOf.has('demo')).toBe(false);
  });
});
