/**
 * The preview of an import under a mapping, from the items not imported yet: per quadrant (with the
 * first few titles), per board, the pool, and what fits the plan (fit.ts decides, as the batches
 * will). Pure: the service reads the rows and the room, this counts.
 */
import type { ListTarget, MoveInMapping, MoveInPreview } from '../../../shared/contracts/move-in.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { Fitter, included, targetsOf, type Room } from './fit.ts';
import type { ItemFact } from './move-in.repo.ts';
import type { PreviewReport, StoredList } from './stored.ts';

export interface PreviewInput {
  facts: readonly ItemFact[];
  lists: readonly StoredList[];
  mapping: MoveInMapping;
  room: Room;
  /** List key → the board this import made for it already. */
  madeBoards: Record<string, string>;
  /** The person's live boards, by id, with their names. */
  boardNames: ReadonlyMap<string, string>;
  report: PreviewReport;
}

const SAMPLE = 3;

type PreviewBoard = MoveInPreview['boards'][number];

function quadrantOf(mapping: MoveInMapping, fact: ItemFact): Quadrant {
  const key =
    fact.priority in mapping.priorities ? (fact.priority as keyof MoveInMapping['priorities']) : 'none';
  return mapping.priorities[key];
}

function boardEntry(
  list: StoredList,
  target: ListTarget,
  boardNames: ReadonlyMap<string, string>,
): PreviewBoard | null {
  if (target.kind === 'new') return { key: list.key, name: list.name, kind: 'new', tasks: 0, fits: false };
  if (target.kind === 'board')
    return {
      key: list.key,
      name: boardNames.get(target.boardId) ?? list.name,
      kind: 'board',
      tasks: 0,
      fits: true,
    };
  return null;
}

export function buildPreview(input: PreviewInput): MoveInPreview {
  const { mapping, facts } = input;
  const targets = targetsOf(input.lists, mapping.lists);
  const targetOf = (key: string): ListTarget => targets.get(key) ?? { kind: 'pool' };
  const fitter = new Fitter(input.room, targetOf, Object.keys(input.madeBoards));
  const quadrants = ([1, 2, 3, 4] as const).map((quadrant) => ({
    quadrant,
    tasks: 0,
    sample: [] as string[],
  }));
  const boards = new Map<string, PreviewBoard>();
  const listByKey = new Map(input.lists.map((l) => [l.key, l]));
  const counts = { tasks: 0, completed: 0, checklistItems: 0, dated: 0, repeating: 0, pool: 0, fits: 0 };
  for (const fact of facts) {
    const item = { list: fact.listKey, completed: fact.completed === 1 };
    if (fact.taskId !== null || !included(item, targets, mapping.includeCompleted)) continue;
    counts.tasks += 1;
    counts.completed += fact.completed;
    counts.checklistItems += fact.checklist;
    counts.dated += fact.dueDate ? 1 : 0;
    counts.repeating += fact.repeats;
    const q = quadrants[quadrantOf(mapping, fact) - 1];
    if (q) {
      q.tasks += 1;
      if (q.sample.length < SAMPLE) q.sample.push(fact.title);
    }
    const list = listByKey.get(fact.listKey);
    const entry = list && (boards.get(list.key) ?? boardEntry(list, targetOf(list.key), input.boardNames));
    if (entry) {
      entry.tasks += 1;
      boards.set(entry.key, entry);
    } else counts.pool += 1;
    if (fitter.take(item)) counts.fits += 1;
  }
  for (const entry of boards.values()) if (entry.kind === 'new') entry.fits = fitter.boards.has(entry.key);
  const made = new Set(Object.keys(input.madeBoards));
  return {
    tasks: counts.tasks,
    completed: counts.completed,
    checklistItems: counts.checklistItems,
    dated: counts.dated,
    repeating: counts.repeating,
    quadrants,
    boards: [...boards.values()],
    pool: counts.pool,
    skipped: input.report.skipped,
    notes: input.report.notes,
    fit: {
      all: counts.fits === counts.tasks,
      tasks: counts.fits,
      boards: [...fitter.boards].filter((key) => !made.has(key)).length,
    },
  };
}
