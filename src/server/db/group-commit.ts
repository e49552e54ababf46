/**
 * Group commit for the embedded database (ADR 0034). SQLite has one connection and one writer, so
 * concurrent writes already run one after another; what each paid on its own was its COMMIT (the
 * WAL frames written, the full-text index's pending terms flushed into a new segment), more than
 * all of a create's other statements together. Here the writes waiting at one moment share one
 * transaction. Rules:
 * - a batch starts at the end of the event loop's current round of I/O (`setImmediate`): every
 *   request that arrived in that round has queued its write by then. SQLite answers synchronously,
 *   so a transaction never waits on I/O and no other request could join it later; no timer, and a
 *   write alone waits for nothing but the round. At most MAX_BATCH writes; the rest, and what
 *   arrives meanwhile, go in the next batch;
 * - each write runs in a SAVEPOINT, in arrival order: one that throws is rolled back to it and
 *   rejected, alone, while the others go on (a later write sees only what earlier ones kept);
 * - a write is resolved only after its batch's COMMIT, so nothing is answered, or published,
 *   before it is committed; if the COMMIT (or the savepoint machinery) fails, every write of the
 *   batch that ran is rejected with that error and nothing of the batch remains; writes that had
 *   not run yet go first into the next batch;
 * - other queries (reads, jobs, other transactions) take the connection between batches, as they
 *   did between transactions.
 * A write must not wait on another write from inside its own work: it would wait for its own batch.
 *
 * Work at the batch's end (`atBatchEnd`, ADR 0044): a write can hand over work to run after every
 * write of its batch and before the COMMIT, with no savepoint around it. The full-text index is
 * why: SQLite's FTS5 flushes its pending terms into a new segment at every SAVEPOINT, so a document
 * written inside each write's savepoint cost a segment (and its merges) per write. Rules:
 * - the work is keyed: a later write of the batch asking under the same key replaces the earlier
 *   work, so work that may be replaced must leave things as the rows are at the end (a search
 *   refresh reads them then), and a change applied as is (a new task's document) is safe only
 *   while every later change under its key asks again;
 * - a write that throws takes its requests with it;
 * - the work runs in the order its keys were first asked for;
 * - if it throws, the batch fails as a failed COMMIT does.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';

/** Bounds a batch, so the first write's wait for COMMIT stays short under a flood. */
export const MAX_BATCH = 64;

interface Pending<D> {
  work: (trx: Transaction<D>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The work handed over by the writes of the batch a transaction runs (see `atBatchEnd`). */
interface BatchEnd {
  /** From the writes that have finished without throwing. */
  kept: Map<string, () => Promise<void>>;
  /** From the write running now; null between writes. */
  current: Map<string, () => Promise<void>> | null;
}

const batchEnds = new WeakMap<object, BatchEnd>();

/**
 * Asks for `work` to run at the end of the batch `trx` belongs to, before its COMMIT, in place of
 * any earlier work asked under `key` in that batch (see the header). Returns false when `trx` is
 * not a group-commit batch's transaction (another transaction, PostgreSQL, or the database
 * itself): the caller then does the work at once.
 */
export function atBatchEnd(trx: object, key: string, work: () => Promise<void>): boolean {
  const current = batchEnds.get(trx)?.current;
  if (!current) return false;
  current.set(key, work);
  return true;
}

/** Who is told the size of each committed batch, per database (for /metrics). */
const batchObservers = new WeakMap<object, Set<(size: number) => void>>();

/** Calls `listener` with the number of writes each committed batch on `db` kept. */
export function observeCommittedBatches(db: object, listener: (size: number) => void): () => void {
  let set = batchObservers.get(db);
  if (!set) {
    set = new Set();
    batchObservers.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

const SAVEPOINT = CompiledQuery.raw('savepoint write');
const RELEASE = CompiledQuery.raw('release write');
const ROLLBACK_TO = CompiledQuery.raw('rollback to write');

class GroupCommit<D> {
  readonly #db: Kysely<D>;
  readonly #queue: Pending<D>[] = [];
  #draining = false;

  constructor(db: Kysely<D>) {
    this.#db = db;
  }

  run<T>(work: (trx: Transaction<D>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.#draining) return;
      this.#draining = true;
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#runBatch(this.#queue.splice(0, MAX_BATCH));
    } finally {
      this.#draining = false;
    }
  }

  async #runBatch(batch: Pending<D>[]): Promise<void> {
    let trx;
    try {
      trx = await this.#db.startTransaction().execute();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    const kept: { item: Pending<D>; value: unknown }[] = [];
    const end: BatchEnd = { kept: new Map(), current: null };
    batchEnds.set(trx, end);
    let next = 0;
    try {
      for (; next < batch.length; next++) {
        const item = batch[next] as Pending<D>;
        await trx.executeQuery(SAVEPOINT);
        end.current = new Map();
        try {
          kept.push({ item, value: await item.work(trx) });
        } catch (error) {
          end.current = null;
          await trx.executeQuery(ROLLBACK_TO);
          await trx.executeQuery(RELEASE);
          item.reject(error);
          continue;
        }
        for (const [key, work] of end.current) end.kept.set(key, work);
        end.current = null;
        await trx.executeQuery(RELEASE);
      }
      for (const work of end.kept.values()) await work();
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      // What ran is lost with the batch (a settled promise ignores a second reject); what had not
      // run yet goes first in the next batch, to succeed or fail on its own.
      for (const item of batch.slice(0, next + 1)) item.reject(error);
      this.#queue.unshift(...batch.slice(next + 1));
      return;
    }
    for (const { item, value } of kept) item.resolve(value);
    for (const observe of batchObservers.get(this.#db) ?? []) observe(kept.length);
  }
}

const byDatabase = new WeakMap<object, GroupCommit<unknown>>();

/**
 * Runs `work` in the database's next shared transaction and resolves once that has committed
 * (SQLite only: see the header). Every caller on one Kysely instance shares its queue.
 */
export function groupCommit<D, T>(db: Kysely<D>, work: (trx: Transaction<D>) => Promise<T>): Promise<T> {
  let group = byDatabase.get(db) as GroupCommit<D> | undefined;
  if (!group) {
    group = new GroupCommit(db);
    byDatabase.set(db, group as GroupCommit<unknown>);
  }
  return group.run(work);
}
