/**
 * Reads the claims of a token the identity provider gave us. This is not verification (the API
 * verifies signatures against the issuer's keys); the browser only needs who and until when, and a
 * token that is not a three-part base64url JSON JWT with those claims is rejected (spec §5).
 */
import { z } from 'zod';

export const TokenClaimsSchema = z.object({
  sub: z.string().min(1),
  exp: z.number(),
  iat: z.number().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  /** Keycloak's realm roles (the embedded provider's too); a malformed value means none. */
  realm_access: z
    .object({ roles: z.array(z.string()) })
    .optional()
    .catch(undefined),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeSegment(segment: string): unknown {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The claims of a JWT, or null when it is not a well-formed token with `sub` and `exp`. */
export function readTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.slice(0, 2).every((p) => BASE64URL.test(p))) return null;
  try {
    const parsed = TokenClaimsSchema.safeParse(decodeSegment(parts[1] ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
