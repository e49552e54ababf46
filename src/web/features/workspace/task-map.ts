/**
 * The workspace's entity collections (tasks, checklist items, attachments): immutable maps. A
 * small one is copied on write; a large one is layered (layered-map.ts), so an edit of 5,000 tasks
 * copies only the ids changed lately. Each edit remembers which ids it changed relative to the map
 * it came from, so derived views find what changed without comparing 5,000 entries.
 */
import type { Task } from '../../../shared/contracts/tasks.ts';
import { LayeredMap, MAX_LAYER } from './layered-map.ts';

export type EntityMap<T> = ReadonlyMap<string, T>;
export type TaskMap = EntityMap<Task>;

export const EMPTY_TASKS: TaskMap = new Map();

/** Maps up to this size are copied on write: a copy costs little, and reads stay one lookup. */
const LAYERED_FROM = 4 * MAX_LAYER;

const lineage = new WeakMap<EntityMap<unknown>, { base: EntityMap<unknown>; ids: readonly string[] }>();

/**
 * Apply upserts and deletes to a new version of `base` (or return `base` itself when nothing
 * changes). Deletes apply first, so an id in both ends up present.
 */
export function editEntities<T extends { id: string }>(
  base: EntityMap<T>,
  upserts: readonly T[],
  deletes: readonly string[] = [],
): EntityMap<T> {
  const ids: string[] = [];
  for (const id of deletes) if (base.has(id)) ids.push(id);
  for (const item of upserts) if (base.get(item.id) !== item) ids.push(item.id);
  if (ids.length === 0) return base;
  let next: EntityMap<T>;
  const small = upserts.length + deletes.length <= MAX_LAYER;
  if (small && (base instanceof LayeredMap || base.size > LAYERED_FROM)) {
    next = LayeredMap.edit(base, upserts, deletes);
  } else {
    // A small map, or a batch too large for a layer (a first pull, a long catch-up): one copy.
    const copy = new Map(base);
    for (const id of deletes) copy.delete(id);
    for (const item of upserts) copy.set(item.id, item);
    next = copy;
  }
  lineage.set(next, { base, ids });
  return next;
}

/** Whether `value` is one of the workspace's entity maps (a persisted copy holds arrays instead). */
export function isEntityMap(value: unknown): value is EntityMap<unknown> {
  return value instanceof Map || value instanceof LayeredMap;
}

export const editTasks: (base: TaskMap, upserts: readonly Task[], deletes?: readonly string[]) => TaskMap =
  editEntities;

/**
 * The ids that differ between `older` and `current`, when both descend from one map within
 * `maxSteps` edits each: `current` from `older` (an edit of the view), or both from a common
 * ancestor (the view re-projected over a new server base, replica.ts). Otherwise null, and the
 * caller compares every entry.
 */
export function changedSince<T>(
  current: EntityMap<T>,
  older: EntityMap<T>,
  maxSteps = 64,
): Set<string> | null {
  // Each map on current's line, with the ids edited between it and current.
  const line = new Map<EntityMap<unknown>, readonly string[][]>();
  const edits: string[][] = [];
  let map: EntityMap<unknown> | undefined = current;
  for (let step = 0; map && step <= maxSteps; step++) {
    line.set(map, [...edits]);
    if (map === older) return collect(edits);
    const link = lineage.get(map);
    if (!link) break;
    edits.push(link.ids as string[]);
    map = link.base;
  }
  // Walk up from older until a map on current's line: what differs is edited on either side.
  const olderEdits: string[][] = [];
  map = older;
  for (let step = 0; map && step <= maxSteps; step++) {
    const common = line.get(map);
    if (common) return collect([...common, ...olderEdits]);
    const link = lineage.get(map);
    if (!link) return null;
    olderEdits.push(link.ids as string[]);
    map = link.base;
  }
  return null;
}

function collect(lists: readonly (readonly string[])[]): Set<string> {
  const ids = new Set<string>();
  for (const list of lists) for (const id of list) ids.add(id);
  return ids;
}
