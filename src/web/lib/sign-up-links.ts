/**
 * Where the public pages' calls to action lead (issue 33): "Get started free" to creating an
 * account (the login page going straight on to the identity provider's create-account form), and
 * "Start free trial" through the same sign-up to the Pro trial's checkout. The trial's intent
 * travels as the login page's `return_to` (an app path, kept for the return from the provider
 * like any path the guard keeps), and the subscription page starts that checkout on arrival: the
 * person still confirms on the checkout page, nothing is charged without their click.
 */
import type { BillingInterval } from '../../shared/contracts/billing.ts';

export const SIGN_UP_PATH = '/auth/login?action=register';

/** The subscription page, starting the Pro trial's checkout billed `interval`. */
export function trialPath(interval: BillingInterval): string {
  return `/app/subscription?${new URLSearchParams({ start: 'trial', interval })}`;
}

/** Create an account, then go on to `appPath` (an /app path). */
export function signUpThen(appPath: string): string {
  return `${SIGN_UP_PATH}&${new URLSearchParams({ return_to: appPath })}`;
}
