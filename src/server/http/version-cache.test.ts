import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressionLevels, VersionCache, type Basis } from './version-cache.ts';

const asking = (encoding?: string) =>
  ({ headers: encoding ? { 'accept-encoding': encoding } : {} }) as unknown as FastifyRequest;

function counter(value: (n: number) => unknown, version: () => number) {
  let builds = 0;
  return {
    get builds() {
      return builds;
    },
    build: async () => {
      builds++;
      return { value: value(builds), version: version() };
    },
  };
}

describe('VersionCache', () => {
  it('builds once per version, then again when the version moves', async () => {
    const cache = new VersionCache({ maxBytes: 1 << 20 });
    let version = 3;
    const source = counter(
      (n) => ({ build: n }),
      () => version,
    );
    const get = () => cache.get(asking(), { userId: 'u', key: 'k', version, build: source.build });
    expect(JSON.parse((await get()).bytes.toString())).toEqual({ build: 1 });
    expect(JSON.parse((await get()).bytes.toString())).toEqual({ build: 1 });
    expect(source.builds).toBe(1);
    version = 4;
    expect(JSON.parse((await get()).bytes.toString())).toEqual({ build: 2 });
    expect(source.builds).toBe(2);
  });

  it('runs one build for requests that arrive together', async () => {
    const cache = new VersionCache({ maxBytes: 1 << 20 });
    const source = counter(
      () => ({ ok: true }),
      () => 1,
    );
    const bodies = await Promise.all(
      Array.from({ length: 5 }, () =>
        cache.get(asking('gzip'), { userId: 'u', key: 'k', version: 1, build: source.build }),
      ),
    );
    expect(source.builds).toBe(1);
    expect(new Set(bodies.map((b) => b.bytes)).size).toBe(1);
  });

  it('sends what the client accepts, Brotli first, and each decodes to the JSON', async () => {
    const cache = new VersionCache({ maxBytes: 1 << 20 });
    const value = { items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'repeated text' })) };
    const opts = { userId: 'u', key: 'k', version: 1, build: async () => ({ value, version: 1 }) };
    const br = await cache.get(asking('gzip, deflate, br'), opts);
    const gz = await cache.get(asking('gzip;q=1, br;q=0'), opts);
    const plain = await cache.get(asking('deflate'), opts);
    expect([br.encoding, gz.encoding, plain.encoding]).toEqual(['br', 'gzip', 'identity']);
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString())).toEqual(value);
    expect(JSON.parse(zlib.gunzipSync(gz.bytes).toString())).toEqual(value);
    expect(JSON.parse(plain.bytes.toString())).toEqual(value);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 5);
  });

  it('keeps its bytes under the bound, dropping the least recently used', async () => {
    const cache = new VersionCache({ maxBytes: 250 });
    const of = (userId: string) =>
      cache.get(asking(), {
        userId,
        key: 'k',
        version: 1,
        build: async () => ({ value: 'x'.repeat(98), version: 1 }),
      });
    await of('a');
    await of('b');
    await of('a'); // a is now the most recent
    await of('c');
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    const rebuilt = counter(
      () => 'y',
      () => 1,
    );
    await cache.get(asking(), { userId: 'b', key: 'k', version: 1, build: rebuilt.build });
    expect(rebuilt.builds).toBe(1); // b was the one dropped
  });

  it('hands each build the basis the last one kept, one build at a time, and counts its bytes', async () => {
    const cache = new VersionCache({ maxBytes: 1 << 20 });
    const seen: (Basis | undefined)[] = [];
    let running = 0;
    let most = 0;
    const build = (version: number) => async (basis: Basis | undefined) => {
      seen.push(basis);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return { json: Buffer.from(`{"v":${version}}`), version, basis: { bytes: 1000 + version } };
    };
    await cache.get(asking(), { userId: 'u', key: 'k', version: 1, build: build(1) });
    expect(cache.size).toEqual({ entries: 1, bytes: '{"v":1}'.length + 1001 });
    // Waiters for newer versions arrive while a build runs: never two builds at once.
    await Promise.all(
      [2, 3, 3, 4].map((v) => cache.get(asking(), { userId: 'u', key: 'k', version: v, build: build(v) })),
    );
    expect(most).toBe(1);
    expect(seen[0]).toBeUndefined();
    expect(seen.slice(1).every((b) => b !== undefined)).toBe(true);
    expect(seen[1]).toEqual({ bytes: 1001 });
  });

  it('compresses less as a body grows, within what a megabyte-sized first sync can wait for', () => {
    expect(compressionLevels(100_000)).toEqual({ brotli: 5, gzip: 6 });
    expect(compressionLevels(2 * 1024 * 1024).brotli).toBeLessThan(5);
    expect(compressionLevels(10 * 1024 * 1024)).toEqual({ brotli: 1, gzip: 2 });
  });
});
