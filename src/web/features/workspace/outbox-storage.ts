/**
 * The outbox's durable half: each queued write is one IndexedDB entry keyed `<userId>:<seq>`, put
 * before the write is sent and deleted once the server has answered, so a write survives a reload,
 * a closed tab or a crash, and a write the server applied but whose answer was lost is sent again
 * with the same mutation id (the server replays its stored answer). What comes back from storage
 * is parsed, never trusted: an entry that no longer reads as a write is dropped.
 */
import { del, entries, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import type { Operation } from './optimistic.ts';
import { WriteRequestSchema, type WriteRequest } from './write-requests.ts';

export interface StoredWrite {
  userId: string;
  /** The mutation id, sent as the Idempotency-Key on every attempt. */
  id: string;
  /** Order of submission (the outbox sends in this order). */
  seq: number;
  request: WriteRequest;
  /** The optimistic operation, re-applied over the restored board after a reload. */
  op: Operation | undefined;
}

export interface OutboxStorage {
  load(userId: string): Promise<StoredWrite[]>;
  put(write: StoredWrite): Promise<void>;
  remove(write: StoredWrite): Promise<void>;
}

const StoredWriteSchema = z.object({
  userId: z.string(),
  id: z.string(),
  seq: z.number(),
  request: WriteRequestSchema,
  // Operations are the client's own shapes (optimistic.ts); their kind is enough to apply or skip.
  op: z.looseObject({ kind: z.string() }).optional(),
});

/** Submission order; seq is unique per outbox, the id breaks ties between tabs. */
export function bySubmission(a: StoredWrite, b: StoredWrite): number {
  return a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function keyOf(write: StoredWrite): string {
  return `${write.userId}:${String(write.seq).padStart(16, '0')}:${write.id}`;
}

/** `value` as a write of `userId`'s, or undefined when it no longer reads as one. */
export function parseStoredWrite(value: unknown, userId: string): StoredWrite | undefined {
  const parsed = StoredWriteSchema.safeParse(value);
  if (!parsed.success || parsed.data.userId !== userId) return undefined;
  // The op was written by this client from its own Operation type (see above).
  return { ...parsed.data, op: parsed.data.op as Operation | undefined };
}

export function idbOutboxStorage(store: UseStore): OutboxStorage {
  return {
    async load(userId) {
      const all = await entries<IDBValidKey, unknown>(store);
      const mine: StoredWrite[] = [];
      for (const [key, value] of all) {
        if (typeof key !== 'string' || !key.startsWith(`${userId}:`)) continue;
        const write = parseStoredWrite(value, userId);
        if (write) mine.push(write);
        else await del(key, store);
      }
      return mine.sort(bySubmission);
    },
    put: (write) => set(keyOf(write), write, store),
    remove: (write) => del(keyOf(write), store),
  };
}

/** Storage in memory: for tests, and for browsers without IndexedDB (writes then last a page). */
export function memoryOutboxStorage(map = new Map<string, StoredWrite>()): OutboxStorage {
  return {
    load: (userId) =>
      Promise.resolve(
        [...map.entries()]
          .filter(([key]) => key.startsWith(`${userId}:`))
          .map(([, w]) => structuredClone(w))
          .sort(bySubmission),
      ),
    put: (write) => {
      map.set(keyOf(write), structuredClone(write));
      return Promise.resolve();
    },
    remove: (write) => {
      map.delete(keyOf(write));
      return Promise.resolve();
    },
  };
}
