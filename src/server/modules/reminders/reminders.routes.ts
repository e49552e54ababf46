/**
 * Reminder, notification, notification-settings and push-subscription routes. Every write goes
 * through `userWrite`. The push snooze is public, registered outside the authenticated scope: a
 * service worker holds no session, so the signed token its notification carried is the credential.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import {
  addPushSubscription,
  getNotificationSettings,
  markAllNotificationsRead,
  markNotificationRead,
  pushSnooze,
  PushSnoozeBodySchema,
  removePushSubscription,
  SnoozedSchema,
  snoozeNotification,
  updateNotificationSettings,
} from '../../../shared/contracts/notifications.ts';
import { createReminder, deleteReminder } from '../../../shared/contracts/reminders.ts';
import { AppError } from '../../http/errors.ts';
import { mutationKeyOf } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import { readSettings, updateSettings } from './notification-settings.ts';
import * as notifications from './notifications.service.ts';
import { addSubscription, admitEndpoint, removeSubscription } from './push.ts';
import { readSnoozeToken } from './push-keys.ts';
import { deviceRoutes } from './devices.routes.ts';
import * as reminders from './reminders.service.ts';

export function reminderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };
  const vapidPublicKey = ctx.push.keys.vapidPublicKey;

  route(app, createReminder, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => reminders.createReminder(w, params.taskId, body)),
  );
  route(app, deleteReminder, ({ user, params, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => reminders.deleteReminder(w, params.reminderId)),
  );

  route(app, markNotificationRead, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) =>
      notifications.markNotificationRead(w, params.notificationId, body.read),
    ),
  );
  route(app, markAllNotificationsRead, ({ user, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) => notifications.markAllNotificationsRead(w)),
  );
  route(app, snoozeNotification, ({ user, params, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, (w) =>
      notifications.snoozeNotification(w, params.notificationId, body.snooze),
    ),
  );

  route(app, getNotificationSettings, async ({ user }) => ({
    ...(await readSettings(deps.db, user.id)),
    vapidPublicKey,
  }));
  // The whole answer is made inside the write: it is what a replayed Idempotency-Key gives back.
  route(app, updateNotificationSettings, ({ user, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, async (w) => ({
      ...(await updateSettings(w, body)),
      vapidPublicKey,
    })),
  );

  route(app, addPushSubscription, async ({ user, body, mutationId }) => {
    // Checked (and its host resolved) before the write's transaction opens.
    await admitEndpoint(body.endpoint, ctx.config.outbound.push);
    return userWrite(deps, user.id, mutationId, async (w) => {
      await addSubscription(w.trx, user.id, body, w.now);
      return { ok: true as const };
    });
  });
  route(app, removePushSubscription, async ({ user, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, async (w) => {
      await removeSubscription(w.trx, user.id, body.endpoint);
      return { ok: true as const };
    }),
  );
  // The apps' native push tokens, beside the browsers' subscriptions.
  deviceRoutes(app, ctx);
}

/** POST /api/push/snooze: the snooze action of a push notification, authorized by its token. */
export function pushSnoozeRoute(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: pushSnooze.method,
    url: pushSnooze.path,
    schema: {
      summary: pushSnooze.summary,
      tags: [pushSnooze.tag],
      body: PushSnoozeBodySchema,
      response: { 200: SnoozedSchema },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (request) => request.ip } },
    handler: async (request) => {
      const claim = readSnoozeToken(ctx.push.keys, request.body.token, Date.now());
      if (!claim) throw new AppError('UNAUTHENTICATED', 'This notification can no longer be snoozed.');
      // Public, so outside route(): the token's user holds the Idempotency-Key's stored answer.
      const mutation = mutationKeyOf(request.headers['idempotency-key'], ctx.idempotencySecret, {
        method: pushSnooze.method,
        path: pushSnooze.path,
        params: {},
        body: request.body,
      });
      return userWrite(deps, claim.userId, mutation, (w) =>
        notifications.snoozeReminder(w.trx, claim.userId, claim.reminderId, request.body.snooze, w.now),
      );
    },
  });
}
