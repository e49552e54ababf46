/**
 * A new owner for one documented route, holding just the entities the route names (its path
 * parameters and body fields), made through the API as a person would, plus the values a body
 * needs to re-prove who asks (the current password, the typed e-mail). Nothing more, so a route
 * that needs an empty account (the import) gets one.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { transaction, type FakeAppStore } from '../modules/billing/apple-signing.test-support.ts';
import { snoozeToken } from '../modules/reminders/push-keys.ts';
import { createTestUser, type TestUser } from '../test/helpers.ts';
import { isAdminRoute, MINIMAL_CSV, type Entities, type RouteCase } from './openapi-routes.ts';

export const PASSWORD = 'an old passphrase 1';

export interface Owner {
  user: TestUser;
  entities: Entities;
  send: (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) => Promise<unknown>;
  /** Pays a test-mode checkout: the owner has Pro, billed here. */
  pay: () => Promise<void>;
}

const Id = z.object({ id: z.string() });
const Url = z.object({ url: z.string() });
const Token = z.object({ appAccountToken: z.string() });

/** Which entities each name needs made first. */
const NEEDS: Record<string, string[]> = {
  boardId: ['boardId'],
  taskId: ['boardId', 'taskId'],
  itemId: ['boardId', 'taskId', 'itemId'],
  attachmentId: ['boardId', 'taskId', 'attachmentId'],
  reminderId: ['boardId', 'taskId', 'reminderId'],
  notificationId: ['boardId', 'taskId', 'reminderId', 'notificationId'],
  token: ['boardId', 'taskId', 'reminderId', 'token'],
  sessionId: ['sessionId'],
  tokenId: ['tokenId'],
  moveInId: ['moveInId'],
  signedTransaction: ['signedTransaction'],
};
const ORDER = Object.keys(NEEDS);

export async function ownerFor(
  app: FastifyInstance,
  route: RouteCase,
  setup: { appStore: FakeAppStore; passwordHash: string },
): Promise<Owner> {
  // The admin API's owner is an admin (anyone else is refused there), acting on a person.
  const admin = isAdminRoute(route);
  const user = await createTestUser(app, admin ? { roles: ['admin'] } : {});
  const db = app.ctx.database.db;
  await db.updateTable('users').set({ passwordHash: setup.passwordHash }).where('id', '=', user.id).execute();
  const send = async (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return json ? (JSON.parse(res.body) as unknown) : res.body;
  };
  const checkout = async () =>
    new URL(
      Url.parse(await send('POST', '/api/subscription/checkout', { interval: 'monthly' })).url,
    ).searchParams.get('session') ?? '';
  const entities: Entities = {
    slug: 'nurses',
    currentPassword: PASSWORD,
    newPassword: 'a new passphrase 2',
    confirmation: user.email,
    email: `moved-${user.id.slice(0, 8)}@example.com`,
  };
  const named = [...route.pathParams, ...Object.keys(route.body?.properties ?? {})];
  const wanted = new Set(named.flatMap((n) => NEEDS[n] ?? []));
  const make: Record<string, () => Promise<string>> = {
    boardId: async () => Id.parse(await send('POST', '/api/boards', { name: 'Board' })).id,
    taskId: async () =>
      Id.parse(await send('POST', '/api/tasks', { title: 'Task', quadrant: 1, boardId: entities.boardId }))
        .id,
    itemId: async () =>
      Id.parse(await send('POST', `/api/tasks/${entities.taskId}/checklist`, { text: 'Item' })).id,
    attachmentId: async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/tasks/${entities.taskId}/attachments?name=a.txt`,
        headers: { ...user.headers, 'content-type': 'text/plain' },
        payload: 'a file',
      });
      return Id.parse(res.json()).id;
    },
    reminderId: async () =>
      Id.parse(await send('POST', `/api/tasks/${entities.taskId}/reminders`, { at: '2099-01-01T09:00:00Z' }))
        .id,
    notificationId: () => firedNotification(app, user.id, entities),
    token: async () => snoozeToken(app.ctx.push.keys, user.id, entities.reminderId ?? '', Date.now()),
    sessionId: checkout,
    tokenId: async () => Id.parse(await send('POST', '/api/tokens', { name: 'Token', scope: 'read' })).id,
    moveInId: async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/move-ins?name=tasks.csv',
        headers: { ...user.headers, 'content-type': 'text/csv' },
        payload: MINIMAL_CSV,
      });
      return Id.parse(res.json()).id;
    },
    signedTransaction: async () =>
      restorable(
        setup.appStore,
        app,
        Token.parse(await send('GET', '/api/subscription/apple/account-token')),
      ),
  };
  for (const name of ORDER) if (wanted.has(name)) entities[name] = await (make[name] ?? (async () => ''))();
  if (named.includes('userId')) entities.userId = (await createTestUser(app)).id;
  const pay = async () => {
    await send('POST', `/api/subscription/test-checkout/${await checkout()}`, { outcome: 'pay' });
  };
  return { user, entities, send, pay };
}

/** A notification, as a fired reminder leaves it (written as the job would). */
async function firedNotification(app: FastifyInstance, userId: string, e: Entities): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  await app.ctx.database.db
    .insertInto('notifications')
    .values({
      id,
      userId,
      taskId: e.taskId ?? '',
      reminderId: e.reminderId ?? '',
      title: 'Task',
      firedAt: now,
      readAt: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
      deletedAt: null,
    })
    .execute();
  return id;
}

/** A Pro purchase signed by the stand-in App Store, carrying the owner's account token. */
function restorable(store: FakeAppStore, app: FastifyInstance, token: { appAccountToken: string }): string {
  const bundleId = app.ctx.config.billing.appStore?.bundleId ?? '';
  const purchase = {
    bundleId,
    environment: 'Sandbox',
    originalTransactionId: String(crypto.randomInt(1e9, 9e9)),
    productId: app.ctx.config.billing.appStore?.products.monthly ?? '',
    appAccountToken: token.appAccountToken,
  };
  return transaction(store, purchase, Date.now() - 86_400_000);
}
