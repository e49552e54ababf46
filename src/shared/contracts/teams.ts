/**
 * What crosses Teams during the tab's sign-in (ADR 0050). The tab asks Teams to open
 * `/auth/teams-start` with the attempt's public half (state, nonce, PKCE challenge and the
 * person's choices); that page sends the popup to our identity provider, which returns it to
 * `/auth/teams-callback`; that page hands the authorization response, never a token, back through
 * `authentication.notifySuccess`, or a reason through `notifyFailure`. The tab redeems the code
 * with the verifier it kept. Every value read from a URL or from Teams is parsed here.
 */
import { z } from 'zod';

const Token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/** `/auth/teams-start`'s query: the authorization request's public half, nothing to redirect to. */
export const TeamsStartQuerySchema = z.object({
  state: Token,
  nonce: Token,
  /** S256 of the verifier the tab keeps: 32 bytes, base64url. */
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  kc_idp_hint: z.enum(['google', 'microsoft', 'apple']).optional(),
  /** Ask the provider for its form even with a session (after a sign-out in the tab). */
  prompt: z.literal('login').optional(),
  /** Open the provider's create-account page. */
  register: z.literal('1').optional(),
  ui_locales: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .optional(),
});
export type TeamsStartQuery = z.infer<typeof TeamsStartQuerySchema>;

/** What `notifySuccess` carries, as a query string: the provider's authorization response. */
export const TeamsAuthResponseSchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  /** RFC 9207: the issuer that answered, checked by the tab when the provider sends it. */
  iss: z.string().max(2048).optional(),
});
export type TeamsAuthResponse = z.infer<typeof TeamsAuthResponseSchema>;

/** What `notifyFailure` carries from our popup; Teams adds its own (`CancelledByUser`, …). */
export const TEAMS_POPUP_FAILURES = ['cancelled', 'failed', 'unavailable'] as const;
export type TeamsPopupFailure = (typeof TEAMS_POPUP_FAILURES)[number];
