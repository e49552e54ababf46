import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_PATTERN,
  MAX_API_TOKENS,
  type ApiToken,
  type ApiTokenCreated,
} from '../../../shared/contracts/api-tokens.ts';
import { call, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { createTestToken } from './api-tokens.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

function create(u: TestUser, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call<ApiTokenCreated>(t.app, {
    method: 'POST',
    url: '/api/tokens',
    headers: { ...u.headers, ...headers },
    payload,
  });
}

function list(u: TestUser) {
  return call<ApiToken[]>(t.app, { method: 'GET', url: '/api/tokens', headers: u.headers });
}

/** Every text cell of every row of a table, joined: a secret must be in none of them. */
async function tableText(table: 'apiTokens' | 'mutations'): Promise<string> {
  const rows = await t.app.ctx.database.db.selectFrom(table).selectAll().execute();
  return JSON.stringify(rows);
}

describe('personal API tokens', () => {
  it('makes a token whose secret is shown once and stored only as its SHA-256', async () => {
    const u = await createTestUser(t.app);
    const made = await create(u, { name: '  Deploy script  ', scope: 'read' });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(API_TOKEN_PATTERN);
    expect(made.body).toMatchObject({
      name: 'Deploy script',
      scope: 'read',
      lastUsedAt: null,
      expiresAt: null,
    });
    const row = await t.app.ctx.database.db
      .selectFrom('apiTokens')
      .selectAll()
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(sha256(made.body.secret));
    expect(await tableText('apiTokens')).not.toContain(made.body.secret.slice(4));

    const listed = await list(u);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: made.body.id,
        name: 'Deploy script',
        scope: 'read',
        createdAt: made.body.createdAt,
        lastUsedAt: null,
        expiresAt: null,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);
  });

  it('makes a different 256-bit secret every time', async () => {
    const u = await createTestUser(t.app);
    const a = await create(u, { name: 'A', scope: 'read' });
    const b = await create(u, { name: 'B', scope: 'read' });
    expect(a.body.secret).not.toBe(b.body.secret);
    expect(Buffer.from(a.body.secret.slice(4), 'base64url')).toHaveLength(32);
  });

  it('keeps no secret for an Idempotency-Key, and refuses its replay instead of making another', async () => {
    const u = await createTestUser(t.app);
    const key = { 'idempotency-key': `token-${crypto.randomUUID()}` };
    const first = await create(u, { name: 'Once', scope: 'read_write' }, key);
    expect(first.status).toBe(201);
    expect(await tableText('mutations')).not.toContain(first.body.secret.slice(4));
    const again = await create(u, { name: 'Once', scope: 'read_write' }, key);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain(first.body.secret);
    expect((await list(u)).body).toHaveLength(1);
  });

  it('takes an expiry in the future, refuses one in the past or past ten years', async () => {
    const u = await createTestUser(t.app);
    const at = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const made = await create(u, { name: 'Week', scope: 'read', expiresAt: at });
    expect(made.status).toBe(201);
    expect(made.body.expiresAt).toBe(at);
    for (const expiresAt of [new Date(Date.now() - 1000).toISOString(), '2999-01-01T00:00:00Z']) {
      const refused = await create(u, { name: 'Bad', scope: 'read', expiresAt });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: { field: 'expiresAt' } },
      });
    }
  });

  it('refuses a name that is empty or over 100 characters, and a scope it does not know', async () => {
    const u = await createTestUser(t.app);
    for (const payload of [
      { name: '   ', scope: 'read' },
      { name: 'x'.repeat(101), scope: 'read' },
      { name: 'Admin', scope: 'admin' },
    ])
      expect((await create(u, payload)).status).toBe(400);
    expect((await create(u, { name: 'x'.repeat(100), scope: 'read' })).status).toBe(201);
  });

  it(`holds at most ${MAX_API_TOKENS} tokens per person`, async () => {
    const u = await createTestUser(t.app);
    for (let i = 0; i < MAX_API_TOKENS; i++) await createTestToken(t.app, u, { name: `T${i}` });
    const refused = await create(u, { name: 'One more', scope: 'read' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { details: { limit: 'apiTokens', max: MAX_API_TOKENS } } });
  });

  it('lists only the person’s own tokens, and revokes only theirs', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    const mine = await createTestToken(t.app, a);
    expect((await list(b)).body).toEqual([]);
    const theirs = await call(t.app, { method: 'DELETE', url: `/api/tokens/${mine.id}`, headers: b.headers });
    expect(theirs.status).toBe(404);
    const gone = await call(t.app, { method: 'DELETE', url: `/api/tokens/${mine.id}`, headers: a.headers });
    expect(gone.status).toBe(200);
    expect((await list(a)).body).toEqual([]);
  });

  it('records the last use at most once a minute', async () => {
    const u = await createTestUser(t.app);
    const token = await createTestToken(t.app, u, { scope: 'read' });
    const db = t.app.ctx.database.db;
    const lastUsed = async () =>
      (
        await db
          .selectFrom('apiTokens')
          .select('lastUsedAt')
          .where('id', '=', token.id)
          .executeTakeFirstOrThrow()
      ).lastUsedAt;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/boards', headers: token.headers })).statusCode,
    ).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    // Within the minute: no write.
    const recent = Date.now() - 30_000;
    await db.updateTable('apiTokens').set({ lastUsedAt: recent }).where('id', '=', token.id).execute();
    await t.app.inject({ method: 'GET', url: '/api/boards', headers: token.headers });
    expect(await lastUsed()).toBe(recent);
    // Past it: recorded again, and shown in the list.
    await db
      .updateTable('apiTokens')
      .set({ lastUsedAt: Date.now() - 61_000 })
      .where('id', '=', token.id)
      .execute();
    await t.app.inject({ method: 'GET', url: '/api/boards', headers: token.headers });
    expect(await lastUsed()).toBeGreaterThan(recent);
    const [listed] = (await list(u)).body;
    expect(Date.parse(listed?.lastUsedAt ?? '')).toBe(await lastUsed());
  });

  it('describes the token scheme in the OpenAPI document, and which operations take it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      components: { securitySchemes: Record<string, { scheme: string; description: string }> };
      paths: Record<
        string,
        Record<string, { security?: Record<string, unknown>[]; 'x-token-scope'?: string }>
      >;
    }>();
    expect(doc.components.securitySchemes.personalToken).toMatchObject({ scheme: 'bearer' });
    expect(doc.components.securitySchemes.personalToken?.description).toContain('qdt_');
    const schemes = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.security ?? []).flatMap((s) => Object.keys(s));
    expect(schemes('/api/boards', 'get')).toEqual(['bearer', 'personalToken']);
    expect(doc.paths['/api/boards']?.get?.['x-token-scope']).toBe('read');
    expect(doc.paths['/api/boards']?.post?.['x-token-scope']).toBe('read_write');
    for (const [path, method] of [
      ['/api/tokens', 'get'],
      ['/api/tokens', 'post'],
      ['/api/me/password', 'post'],
      ['/api/admin/stats', 'get'],
    ] as const) {
      expect(schemes(path, method), `${method} ${path}`).toEqual(['bearer']);
      expect(doc.paths[path]?.[method]?.['x-token-scope']).toBe('none');
    }
  });
});
