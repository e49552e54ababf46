/**
 * Importing a previewed move-in, into an account that may already have tasks. Rules:
 * - it writes in batches of BATCH tasks, each batch one `userWrite` (its own version, so devices see
 *   the tasks arrive as each commits); a small import (one batch) is written in the request that
 *   starts it, a larger one by the `move-ins.import` job, which writes batches for up to
 *   JOB_SLICE_MS and schedules itself again for the rest (its lease never runs out mid-import);
 * - each batch checks the plan inside its transaction, as every write does: a task is written only
 *   if it fits (fit.ts), in the file's order; what does not fit stays waiting, and the import ends
 *   `partial`, saying how many wait (never a silent half import); "import what fits" and
 *   "import all" differ only in what the person agreed to: `all` is refused unless all fits now;
 * - a batch runs only if the import is still running at the place it expects (`next_seq`), under
 *   the user's write lock: a job taken over by another process never writes a batch twice;
 * - each item remembers the task it became: the rest of an import skips it, undo removes it;
 * - the end is in the activity log (`data.import`, with what came in and what waits);
 * - after a payment whose post-payment action names the import, the rest is imported by the job
 *   (resumeAfterPayment, in the payment's own transaction).
 */
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { MutationKey } from '../../http/idempotency.ts';
import { schedule } from '../../jobs/jobs.repo.ts';
import type { ListTarget, MoveIn, MoveInMapping } from '../../../shared/contracts/move-in.ts';
import { PLAN_LIMITS } from '../../../shared/plans.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { recordActivity, type RequestOrigin } from '../activity/activity.repo.ts';
import { personOf } from '../activity/person.ts';
import { countUsage } from '../plans/limits.ts';
import type { ChangeBus } from '../sync/change-bus.ts';
import { userWrite, type Writer } from '../sync/write.ts';
import { Fitter, included, roomOf, targetsOf } from './fit.ts';
import { TaskWriter } from './move-in-rows.ts';
import {
  findMoveIn,
  itemFacts,
  itemsFrom,
  markImported,
  updateMoveIn,
  type MoveInRow,
} from './move-in.repo.ts';
import { presentMoveIn, stateOf, type MoveInState } from './present.ts';
import { StoredTaskSchema } from './stored.ts';

export interface ImportDeps {
  db: Database;
  bus: ChangeBus;
  /** Asks the job runner to look for work now (a scheduled import starts at once). */
  poke?: () => void;
}

/** Tasks per batch (per write). */
export const BATCH = 500;
/** How long one run of the job writes batches before it schedules itself again. */
export const JOB_SLICE_MS = 10_000;

const STARTABLE = new Set(['ready', 'partial', 'failed']);

export function importJobKey(moveInId: string): string {
  return `move-in:${moveInId}`;
}

function quadrantOf(mapping: MoveInMapping, priority: keyof MoveInMapping['priorities']): Quadrant {
  return mapping.priorities[priority];
}

/** The limit that keeps part of the import out, for the refusal of "import all". */
function bindingLimit(w: Writer, preview: MoveIn['preview']): 'boards' | 'activeTasks' | 'totalTasks' {
  if (preview.boards.some((b) => b.kind === 'new' && !b.fits)) return 'boards';
  return PLAN_LIMITS[w.tier].activeTasks < PLAN_LIMITS[w.tier].totalTasks ? 'activeTasks' : 'totalTasks';
}

function refuseAll(w: Writer, m: MoveIn): AppError {
  const limit = bindingLimit(w, m.preview);
  return new AppError(
    'PLAN_LIMIT_REACHED',
    `${m.preview.fit.tasks} of ${m.preview.tasks} tasks fit your plan. Import those, or upgrade to import all of them.`,
    {
      limit,
      max: PLAN_LIMITS[w.tier][limit],
      tier: w.tier,
      fits: m.preview.fit.tasks,
      total: m.preview.tasks,
    },
  );
}

async function beginRun(w: Writer, row: MoveInRow): Promise<MoveInRow> {
  const running = { ...row, status: 'running', nextSeq: 0, updatedAt: w.now, finishedAt: null };
  await updateMoveIn(w.trx, row.id, { status: 'running', nextSeq: 0, updatedAt: w.now, finishedAt: null });
  return running;
}

async function scheduleRun(w: Writer, moveInId: string): Promise<void> {
  await schedule(
    w.trx,
    { kind: 'move-ins.import', key: importJobKey(moveInId), runAt: w.now, payload: { moveInId } },
    w.now,
  );
}

/** Starts the import: the first (and, when small, only) batch now, the rest by the job. */
export async function startMoveIn(
  deps: ImportDeps,
  req: { userId: string; id: string; scope: 'all' | 'fit'; mutationId?: MutationKey; origin?: RequestOrigin },
): Promise<MoveIn> {
  let scheduled = false;
  const result = await userWrite(deps, req.userId, req.mutationId, async (w) => {
    const row = await findMoveIn(w.trx, w.userId, req.id);
    if (!row) throw notFound('That import');
    if (!STARTABLE.has(row.status)) throw new AppError('CONFLICT', 'This import is running or done already.');
    const before = await presentMoveIn(w.trx, row);
    if (before.preview.tasks === 0)
      throw new AppError('CONFLICT', 'There is nothing left to import with this mapping.');
    if (before.preview.fit.tasks === 0 || (req.scope === 'all' && !before.preview.fit.all))
      throw refuseAll(w, before);
    const running = await beginRun(w, row);
    if (row.itemCount <= BATCH) await runBatch(w, running, req.origin);
    else {
      await scheduleRun(w, row.id);
      scheduled = true;
    }
    return presentMoveIn(w.trx, (await findMoveIn(w.trx, w.userId, req.id)) ?? running);
  });
  if (scheduled) deps.poke?.();
  return result;
}

/** The post-payment action: the rest of the import, by the job, in the payment's transaction. */
export async function resumeAfterPayment(w: Writer, moveInId: string): Promise<void> {
  const row = await findMoveIn(w.trx, w.userId, moveInId);
  if (!row || !STARTABLE.has(row.status)) return;
  await beginRun(w, row);
  await scheduleRun(w, row.id);
}

async function boardFor(
  writer: TaskWriter,
  target: ListTarget,
  list: { key: string; name: string },
  made: Record<string, string>,
  live: Set<string>,
): Promise<string | null> {
  if (target.kind === 'board') return live.has(target.boardId) ? target.boardId : null;
  if (target.kind !== 'new') return null;
  made[list.key] ??= await writer.board(list.name);
  return made[list.key] ?? null;
}

async function liveBoardIds(w: Writer): Promise<Set<string>> {
  const rows = await w.trx
    .selectFrom('boards')
    .select('id')
    .where('userId', '=', w.userId)
    .where('deletedAt', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** What the mapping still takes that is not imported (after this batch's writes). */
async function waiting(w: Writer, row: MoveInRow, state: MoveInState): Promise<number> {
  const targets = targetsOf(state.lists, state.mapping.lists);
  const facts = await itemFacts(w.trx, row.id);
  return facts.filter(
    (f) =>
      f.taskId === null &&
      included({ list: f.listKey, completed: f.completed === 1 }, targets, state.mapping.includeCompleted),
  ).length;
}

async function finish(
  w: Writer,
  row: MoveInRow,
  state: MoveInState,
  imported: number,
  origin?: RequestOrigin,
) {
  const remaining = await waiting(w, row, state);
  await recordActivity(w.trx, {
    action: 'data.import',
    user: await personOf(w.trx, w.userId),
    actor: 'self',
    details: {
      stage: remaining > 0 ? 'partial' : 'imported',
      from: row.source,
      moveInId: row.id,
      tasks: imported,
      boards: Object.keys(state.madeBoards).length,
      remaining,
    },
    origin,
  });
  return { status: remaining > 0 ? 'partial' : 'done', finishedAt: w.now };
}

/** One batch from `row.nextSeq`; true when it was the last. */
export async function runBatch(w: Writer, row: MoveInRow, origin?: RequestOrigin): Promise<boolean> {
  const state = stateOf(row);
  const targets = targetsOf(state.lists, state.mapping.lists);
  const targetOf = (key: string): ListTarget => targets.get(key) ?? { kind: 'pool' };
  const fitter = new Fitter(
    roomOf(w.tier, await countUsage(w.trx, w.userId)),
    targetOf,
    Object.keys(state.madeBoards),
  );
  const lists = new Map(state.lists.map((l) => [l.key, l]));
  const live = await liveBoardIds(w);
  const writer = new TaskWriter(w);
  const items = await itemsFrom(w.trx, row.id, row.nextSeq, BATCH);
  const made = new Map<number, string>();
  for (const item of items) {
    const fit = { list: item.listKey, completed: item.completed === 1 };
    if (item.taskId !== null || !included(fit, targets, state.mapping.includeCompleted) || !fitter.take(fit))
      continue;
    const task = StoredTaskSchema.parse(JSON.parse(item.data));
    const list = lists.get(item.listKey) ?? { key: item.listKey, name: 'Imported' };
    const board = await boardFor(writer, targetOf(item.listKey), list, state.madeBoards, live);
    made.set(item.seq, await writer.task(task, quadrantOf(state.mapping, task.priority), board));
  }
  await writer.flush();
  await markImported(w.trx, row.id, made);
  const last = items.at(-1);
  const nextSeq = items.length < BATCH || !last ? row.itemCount : last.seq + 1;
  const imported = Number(row.imported) + made.size;
  const end = nextSeq >= row.itemCount ? await finish(w, row, state, imported, origin) : {};
  await updateMoveIn(w.trx, row.id, {
    nextSeq,
    imported,
    boards: JSON.stringify(state.madeBoards),
    updatedAt: w.now,
    ...end,
  });
  return nextSeq >= row.itemCount;
}

/**
 * The `move-ins.import` job: batches until the import ends or the slice is used, then (if any is
 * left) itself again. A batch runs only where the import stands (`next_seq`), so a second runner
 * of the same job writes nothing twice.
 */
export async function runImportJob(deps: ImportDeps, moveInId: string, now: number, sliceMs = JOB_SLICE_MS) {
  const started = Date.now();
  for (;;) {
    const row = await deps.db.selectFrom('moveIns').selectAll().where('id', '=', moveInId).executeTakeFirst();
    if (!row || row.status !== 'running') return;
    const finished = await userWrite(deps, row.userId, undefined, async (w) => {
      const current = await findMoveIn(w.trx, row.userId, moveInId);
      if (current?.status !== 'running' || current.nextSeq !== row.nextSeq) return false;
      return runBatch(w, current);
    });
    if (finished) return;
    if (Date.now() - started >= sliceMs) {
      await schedule(
        deps.db,
        { kind: 'move-ins.import', key: importJobKey(moveInId), runAt: now, payload: { moveInId } },
        now,
      );
      return;
    }
  }
}

/** After the job's last attempt failed: the import says so (what it wrote stays, and can be undone or continued). */
export async function markMoveInFailed(db: Database, moveInId: string): Promise<void> {
  await db
    .updateTable('moveIns')
    .set({ status: 'failed', finishedAt: Date.now(), updatedAt: Date.now() })
    .where('id', '=', moveInId)
    .where('status', '=', 'running')
    .execute();
}
