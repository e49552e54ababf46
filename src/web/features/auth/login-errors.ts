import { z } from 'zod';

/** Why the login page was opened with a message (`/auth/login?error=…`). */
export const LoginErrorSchema = z.enum([
  'cancelled',
  'invalid_state',
  'invalid_nonce',
  'failed',
  'unavailable',
  'expired',
  // Inside Teams: the direct path refused, and Teams' sign-in window blocked from opening.
  'popup_required',
  'popup_blocked',
]);
export type LoginError = z.infer<typeof LoginErrorSchema>;

export function readLoginError(url: URL): LoginError | null {
  const parsed = LoginErrorSchema.safeParse(url.searchParams.get('error'));
  return parsed.success ? parsed.data : null;
}
