/**
 * The platform a client reports (`x-quadrant-platform`, spec §6 platform rules): validated here,
 * absent meaning the web. It decides what a payment page may offer, not who may see what: a
 * client that misreports only loses or gains the App Store's rules, never another person's data.
 */
import type { FastifyRequest } from 'fastify';
import {
  billingAllowed,
  ClientPlatformSchema,
  PLATFORM_HEADER,
  type BillingAction,
  type ClientPlatform,
} from '../../shared/platform-rules.ts';
import { AppError } from './errors.ts';

export function clientPlatform(request: FastifyRequest): ClientPlatform {
  const value = request.headers[PLATFORM_HEADER];
  if (value === undefined) return 'web';
  const parsed = ClientPlatformSchema.safeParse(value);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_FAILED',
      `The ${PLATFORM_HEADER} header must be one of web, desktop, ios, android or teams.`,
    );
  return parsed.data;
}

const WHY: Record<ClientPlatform, string> = {
  web: '',
  desktop: '',
  ios: 'On iPhone and iPad, Pro is bought through the App Store.',
  android: 'In the Android app your plan is shown only; manage it on the Quadrant website.',
  teams: 'Plans cannot be bought inside Teams; visit the Quadrant website to upgrade.',
};

/** Refuses a payment action the client's platform does not offer. */
export function requireBillingAction(request: FastifyRequest, action: BillingAction): void {
  const platform = clientPlatform(request);
  if (!billingAllowed(platform, action))
    throw new AppError('NOT_AVAILABLE_ON_PLATFORM', `Not available on this platform. ${WHY[platform]}`, {
      platform,
    });
}
