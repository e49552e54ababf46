/**
 * Tells every process that a user's data changed, so each can push to that user's open sockets.
 * One process (SQLite): in memory. Several processes (PostgreSQL): LISTEN/NOTIFY on one channel;
 * a process hears its own notifications too, so delivery has a single path. After the listening
 * connection drops and returns, every local subscriber is poked (version null) to pull what it
 * may have missed: subscribers always pull "since my cursor", so a poke is harmless.
 * A change may also name topics that are not rows of the sync envelope (`entitlements`: the plan
 * changed), so open devices refetch what they show of it; they travel in the same notification.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { createPgPool, type DatabaseHandle } from '../../db/database.ts';

/**
 * What changed besides synced rows: `entitlements` is the plan (tier, subscription, limits);
 * `sessions-ended` says every sign-in of the account was ended by a password change,
 * `sessions-revoked` by an admin (the device says which when it signs out).
 */
export const CHANGE_TOPICS = ['entitlements', 'sessions-ended', 'sessions-revoked'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface ChangeEvent {
  userId: string;
  /** The new version, or null for "something may have changed". */
  version: number | null;
  /** Topics beyond the rows (none for most writes). */
  topics: readonly ChangeTopic[];
  /** When the change was published, right after its commit (epoch ms): for the fan-out metric. */
  committedAt?: number;
}

export interface ChangeBus {
  publish(userId: string, version: number, topics?: readonly ChangeTopic[]): Promise<void>;
  subscribe(userId: string, listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'quadrant_changes';

/**
 * `userId:version`, then `;topic,topic` when there are topics (user ids hold neither `;` nor `,`),
 * then `;committedAt` when given. A process of the previous release reads the first two parts
 * only, so processes of both releases can share the channel during a rolling update.
 */
export function encodeNotification(
  userId: string,
  version: number,
  topics: readonly ChangeTopic[],
  committedAt?: number,
): string {
  const head = `${userId}:${version}`;
  if (committedAt !== undefined) return `${head};${topics.join(',')};${committedAt}`;
  return topics.length > 0 ? `${head};${topics.join(',')}` : head;
}

export function decodeNotification(payload: string): ChangeEvent | null {
  const [head = '', tail, at] = payload.split(';', 3);
  const sep = head.lastIndexOf(':');
  const userId = head.slice(0, sep);
  const version = Number(head.slice(sep + 1));
  if (sep <= 0 || !Number.isFinite(version)) return null;
  const known = new Set<string>(CHANGE_TOPICS);
  const topics = (tail ?? '').split(',').filter((t): t is ChangeTopic => known.has(t));
  const committedAt = Number(at);
  return at !== undefined && Number.isFinite(committedAt)
    ? { userId, version, topics, committedAt }
    : { userId, version, topics };
}

class LocalFanout {
  readonly #emitter = new EventEmitter().setMaxListeners(0);
  readonly #users = new Map<string, number>();

  deliver(event: ChangeEvent): void {
    this.#emitter.emit(event.userId, event);
  }

  pokeAll(): void {
    // What was missed is unknown: refetch the plan. (An ended session shows on the next refresh.)
    for (const userId of this.#users.keys())
      this.deliver({ userId, version: null, topics: ['entitlements'] });
  }

  subscribe(userId: string, listener: (event: ChangeEvent) => void): () => void {
    this.#emitter.on(userId, listener);
    this.#users.set(userId, (this.#users.get(userId) ?? 0) + 1);
    return () => {
      this.#emitter.off(userId, listener);
      const n = (this.#users.get(userId) ?? 1) - 1;
      if (n <= 0) this.#users.delete(userId);
      else this.#users.set(userId, n);
    };
  }
}

function memoryBus(): ChangeBus {
  const fanout = new LocalFanout();
  return {
    publish: (userId, version, topics = []) => {
      fanout.deliver({ userId, version, topics, committedAt: Date.now() });
      return Promise.resolve();
    },
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    close: () => Promise.resolve(),
  };
}

async function postgresBus(
  database: DatabaseHandle,
  url: string,
  onIdleError: (err: Error) => void,
): Promise<ChangeBus> {
  const fanout = new LocalFanout();
  const pool = createPgPool(url, 1, onIdleError);
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    const event = decodeNotification(msg.payload);
    if (event) fanout.deliver(event);
  };

  async function listen(delay = 0): Promise<void> {
    if (closed) return;
    try {
      const c = await pool.connect();
      c.on('notification', onNotification);
      c.on('error', () => {
        c.release(true);
        if (client === c) client = undefined;
        retry = setTimeout(() => void listen(Math.min(Math.max(delay * 2, 250), 10_000)), delay);
      });
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
      if (delay > 0) fanout.pokeAll();
    } catch {
      retry = setTimeout(() => void listen(Math.min(Math.max(delay * 2, 250), 10_000)), Math.max(delay, 250));
    }
  }
  await listen();

  return {
    async publish(userId, version, topics = []) {
      const payload = encodeNotification(userId, version, topics, Date.now());
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(database.db);
    },
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      client?.release();
      await pool.end();
    },
  };
}

export function createChangeBus(
  database: DatabaseHandle,
  config: Config,
  onIdleError: (err: Error) => void,
): Promise<ChangeBus> {
  return config.database.kind === 'postgres'
    ? postgresBus(database, config.database.url, onIdleError)
    : Promise.resolve(memoryBus());
}
