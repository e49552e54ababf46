/**
 * Tells every process that a user's data changed, so each can push to that user's open sockets.
 * One process (SQLite): in memory. Several processes (PostgreSQL): LISTEN/NOTIFY on one channel;
 * a process hears its own notifications too, so delivery has a single path. After the listening
 * connection drops and returns, every local subscriber is poked (version null) to pull what it
 * may have missed: subscribers always pull "since my cursor", so a poke is harmless.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { createPgPool, type DatabaseHandle } from '../../db/database.ts';

export interface ChangeEvent {
  userId: string;
  /** The new version, or null for "something may have changed". */
  version: number | null;
}

export interface ChangeBus {
  publish(userId: string, version: number): Promise<void>;
  subscribe(userId: string, listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'quadrant_changes';

class LocalFanout {
  readonly #emitter = new EventEmitter().setMaxListeners(0);
  readonly #users = new Map<string, number>();

  deliver(event: ChangeEvent): void {
    this.#emitter.emit(event.userId, event);
  }

  pokeAll(): void {
    for (const userId of this.#users.keys()) this.deliver({ userId, version: null });
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
    publish: (userId, version) => {
      fanout.deliver({ userId, version });
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
    const sep = msg.payload.lastIndexOf(':');
    const userId = msg.payload.slice(0, sep);
    const version = Number(msg.payload.slice(sep + 1));
    if (userId && Number.isFinite(version)) fanout.deliver({ userId, version });
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
    async publish(userId, version) {
      await sql`select pg_notify(${CHANNEL}, ${`${userId}:${version}`})`.execute(database.db);
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
