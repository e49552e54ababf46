/**
 * Encoded responses kept per user version. A user's data changes only through the one write path,
 * and every write bumps the user's version (ADR 0001), so a body built at version V is right for as
 * long as the user is at V: reads that return the whole workspace (the first sync of 5,000 tasks
 * is 2 MB of JSON) are built, serialized and compressed once per version instead of per request.
 *
 * Rules:
 * - an entry is keyed by user and by what was asked (`key`), and stamped with the version its
 *   body was built at; a request whose fresh version read differs rebuilds it;
 * - compressed forms (Brotli, gzip) are made on first demand, off the event loop (zlib's thread
 *   pool), and kept with the entry, at a level that falls as the body grows so that compressing
 *   stays a few milliseconds (ADR 0035); one build runs at a time per entry, others wait for it;
 * - a build may keep what it was built from (`basis`, e.g. the snapshot's serialized rows), which
 *   the next build of that entry is handed to start from; it counts in the entry's bytes;
 * - entries are bounded by their total bytes, least recently used first out; each process holds
 *   its own (the version read from the database keeps N processes right).
 */
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import encodingNegotiator from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * Brotli quality and gzip level by body size. Brotli at 5 costs little more than the on-the-fly
 * level 4 and is paid once per version; on the megabytes of a large first sync it is about 8 ms a
 * megabyte here, quality 2 about 2.6 and quality 1 about 1.2, for 13 % and 25 % more bytes
 * (ADR 0035 has the figures): the first pull after a write waits for it.
 */
const LEVELS: { upTo: number; brotli: number; gzip: number }[] = [
  { upTo: 1024 * 1024, brotli: 5, gzip: 6 },
  { upTo: 3 * 1024 * 1024, brotli: 2, gzip: 4 },
  { upTo: Number.POSITIVE_INFINITY, brotli: 1, gzip: 2 },
];

export function compressionLevels(bytes: number): { brotli: number; gzip: number } {
  const { brotli, gzip } = LEVELS.find((l) => bytes <= l.upTo) ?? { brotli: 1, gzip: 1 };
  return { brotli, gzip };
}

/** What a build kept to start the next one from; `bytes` is what it holds in memory. */
export interface Basis {
  readonly bytes: number;
}

/** A value to serialize, or a body serialized already; either with the version it was read at. */
export type Built = { value: unknown; version: number } | { json: Buffer; version: number; basis?: Basis };

interface Entry {
  version: number;
  json: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
  basis: Basis | undefined;
  bytes: number;
}

/** A body the route sends as it is: see `route()`. */
export class EncodedBody {
  readonly bytes: Buffer;
  readonly encoding: Encoding;
  readonly version: number;

  constructor(bytes: Buffer, encoding: Encoding, version: number) {
    this.bytes = bytes;
    this.encoding = encoding;
    this.version = version;
  }

  send(reply: FastifyReply): FastifyReply {
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('vary', 'accept-encoding');
    if (this.encoding !== 'identity') reply.header('content-encoding', this.encoding);
    return reply.send(this.bytes);
  }
}

function negotiate(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return 'identity';
  return encodingNegotiator.negotiate<Encoding>(header.toLowerCase(), ENCODINGS) ?? 'identity';
}

async function encode(json: Buffer, encoding: Encoding): Promise<Buffer> {
  const levels = compressionLevels(json.length);
  if (encoding === 'br')
    return brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    });
  if (encoding === 'gzip') return gzip(json, { level: levels.gzip });
  return json;
}

export interface VersionCacheOptions {
  /** The most bytes (JSON plus its compressed forms) kept across users. */
  maxBytes: number;
}

export class VersionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private bytes = 0;
  private readonly options: VersionCacheOptions;

  constructor(options: VersionCacheOptions) {
    this.options = options;
  }

  /**
   * The encoded body of `build()` for this user at `version`, from the cache when it was built at
   * that version. `build` is handed the basis the entry's last build kept (none at first, or once
   * evicted) and returns the value or body with the version it was read at.
   */
  async get(
    request: FastifyRequest,
    opts: {
      userId: string;
      key: string;
      version: number;
      build: (basis: Basis | undefined) => Promise<Built>;
    },
  ): Promise<EncodedBody> {
    const id = `${opts.userId}\u0000${opts.key}`;
    let entry = this.entries.get(id);
    if (!entry || entry.version !== opts.version) entry = await this.rebuild(id, opts);
    else this.touch(id, entry);
    const encoding = negotiate(request);
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = encode(entry.json, encoding);
      entry.encoded.set(encoding, encoded);
      const held = entry;
      void encoded.then(
        (buf) => {
          if (encoding === 'identity' || this.entries.get(id) !== held) return;
          held.bytes += buf.length;
          this.bytes += buf.length;
          this.evict();
        },
        () => entry?.encoded.delete(encoding),
      );
    }
    return new EncodedBody(await encoded, encoding, entry.version);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private async rebuild(
    id: string,
    opts: { version: number; build: (basis: Basis | undefined) => Promise<Built> },
  ): Promise<Entry> {
    // One build at a time per entry, even for several waiters (a build may change its basis in
    // place): whoever wakes to find another build started waits for that one too.
    for (let running = this.building.get(id); running; running = this.building.get(id)) {
      const entry = await running.catch(() => undefined);
      if (entry && entry.version >= opts.version) return entry;
    }
    const promise = this.store(id, opts.build).finally(() => {
      // Gone before any waiter wakes, so a waiter's next look finds only a newer build.
      if (this.building.get(id) === promise) this.building.delete(id);
    });
    this.building.set(id, promise);
    return promise;
  }

  private async store(id: string, build: (basis: Basis | undefined) => Promise<Built>): Promise<Entry> {
    const built = await build(this.entries.get(id)?.basis);
    const json = 'json' in built ? built.json : Buffer.from(JSON.stringify(built.value));
    const basis = 'json' in built ? built.basis : undefined;
    const bytes = json.length + (basis?.bytes ?? 0);
    const entry: Entry = { version: built.version, json, encoded: new Map(), basis, bytes };
    const old = this.entries.get(id);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(id);
    if (entry.bytes <= this.options.maxBytes) {
      this.entries.set(id, entry);
      this.bytes += entry.bytes;
      this.evict();
    }
    return entry;
  }

  private touch(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.entries.set(id, entry);
  }

  private evict(): void {
    for (const [id, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) return;
      this.entries.delete(id);
      this.bytes -= entry.bytes;
    }
  }
}
