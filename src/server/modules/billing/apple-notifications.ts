/**
 * POST /api/billing/apple/notifications: App Store Server Notifications V2. The body is Apple's
 * `{ signedPayload }`; it is verified with Apple's library against the configured roots before
 * anything is read (a forged or foreign one answers 400, so Apple's retries stop only for ours),
 * then applied once per notificationUUID and in any order (apple-billing.ts). A check that could
 * not be made just now (Apple's revocation service unreachable) answers 503, so Apple retries.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { BillingDeps } from './billing.service.ts';
import { applyAppleNotification, type AppleBilling } from './apple-billing.ts';

export const APPLE_NOTIFICATIONS_PATH = '/api/billing/apple/notifications';

const BodySchema = z.object({
  signedPayload: z
    .string()
    .min(1)
    .max(256 * 1024),
});

export function appleNotificationsRoute(app: FastifyInstance, deps: BillingDeps & { apple: AppleBilling }) {
  app.post(APPLE_NOTIFICATIONS_PATH, { schema: { hide: true }, bodyLimit: 512 * 1024 }, async (request) => {
    const body = BodySchema.safeParse(request.body);
    if (!body.success) throw new AppError('VALIDATION_FAILED', 'Expected an App Store signedPayload.');
    const payload = await deps.apple.verifier.notification(body.data.signedPayload);
    const fresh = await applyAppleNotification(deps, payload);
    return { received: true, duplicate: !fresh };
  });
}
