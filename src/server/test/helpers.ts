/**
 * Server test harness: a real app on a real database. TEST_DB picks the database (the vitest
 * project sets it): `sqlite`, a file in a fresh temp folder; `postgres`, a fresh database on
 * TEST_DATABASE_URL's server (default the local one), dropped afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { issuerUrl, loadConfig, type Config } from '../config.ts';
import { migrate } from '../db/database.ts';
import { migrationProvider } from '../db/migrations.ts';
import type { DB } from '../db/schema.ts';
import { apiResource } from '../modules/identity/paths.ts';
import { insertUser } from '../modules/users/users.repo.ts';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** Waits until no session is connected to `name` (pg's pool.end() resolves before its sockets close). */
async function disconnected(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await c.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A database holding every migration and nothing else, cloned by each test database rather than
 * migrated anew (a clone takes a tenth of a migration run). Named by a hash of the migrations, so
 * a changed or added one makes a new template; built once across the suite's worker processes,
 * under an advisory lock, into a temporary name renamed when complete.
 */
let template: Promise<string> | undefined;
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const [name, m] of Object.entries(await migrationProvider.getMigrations()))
      hash.update(name).update(m.up.toString());
    const name = `quadrant_test_tmpl_${hash.digest('hex').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(727274)');
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'quadrant_test_tmpl_%'",
      );
      if (rows.some((r) => r.datname === name)) return name;
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      const building = `${name}_building`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = new Kysely<DB>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }),
      });
      await migrate(db);
      await db.destroy();
      await disconnected(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      await admin.end();
    }
  })();
  return template;
}

/** A fresh database: migrated (a clone of the template), or `empty` for a test of the migrations. */
export async function createPostgresDatabase(
  opts: { empty?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const name = `quadrant_test_${crypto.randomBytes(6).toString('hex')}`;
  const from = opts.empty ? undefined : await migratedTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(from ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Wait for the app's sockets to finish closing rather than terminating them mid-close.
      await disconnected(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quadrant-test-'));
  // A DATABASE_URL passed in shares another test app's database (several processes, one database).
  const pgDb =
    testDatabaseKind() === 'postgres' && !env.DATABASE_URL ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  token: string;
  headers: { authorization: string };
}

/** A user row plus an access token signed with the embedded provider's key, as it would issue. */
export async function createTestUser(
  app: FastifyInstance,
  opts: { email?: string; name?: string; roles?: string[]; expiresIn?: string } = {},
): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = opts.email ?? `user-${id.slice(0, 8)}@example.com`;
  const name = opts.name ?? 'Test User';
  await insertUser(app.ctx.database.db, { id, email, name, passwordHash: null });
  const token = await signTestToken(app, {
    sub: id,
    email,
    name,
    roles: opts.roles ?? [],
    expiresIn: opts.expiresIn ?? '5m',
  });
  return { id, email, name, token, headers: { authorization: `Bearer ${token}` } };
}

export async function signTestToken(
  app: FastifyInstance,
  c: { sub: string; email: string; name: string; roles: string[]; expiresIn: string },
): Promise<string> {
  const jwk = app.ctx.keys?.signing[0];
  if (!jwk) throw new Error('test tokens need the embedded provider');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    email: c.email,
    name: c.name,
    preferred_username: c.email,
    realm_access: { roles: c.roles },
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setIssuer(issuerUrl(app.ctx.config))
    .setAudience(apiResource(app.ctx.config))
    .setSubject(c.sub)
    .setIssuedAt()
    .setExpirationTime(c.expiresIn)
    .sign(key);
}

/** `app.inject` returning parsed JSON alongside the status. */
export async function call<T = unknown>(
  app: FastifyInstance,
  opts: InjectOptions,
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const res = await app.inject(opts);
  const text = res.body;
  return { status: res.statusCode, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}
