/**
 * The iOS and Android apps' push devices: registered and forgotten by their signed-in person,
 * through `userWrite` like every write (reminders/native-push.ts holds the rules).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { registerDeviceToken, removeDeviceToken } from '../../../shared/contracts/mobile.ts';
import { route } from '../../http/route.ts';
import { userWrite } from '../sync/write.ts';
import { addDevice, removeDevice } from './native-push.ts';

export function deviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.database.db, bus: ctx.bus };
  route(app, registerDeviceToken, ({ user, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, async (w) => {
      await addDevice(w.trx, user.id, body, w.now);
      return { ok: true as const };
    }),
  );
  route(app, removeDeviceToken, ({ user, body, mutationId }) =>
    userWrite(deps, user.id, mutationId, async (w) => {
      await removeDevice(w.trx, user.id, body);
      return { ok: true as const };
    }),
  );
}
