/**
 * Sealed values of a social sign-in: the `state` sent to Google, Microsoft or Apple and the ticket
 * that carries the result back to the sign-in page. Both are JWE (dir, A256GCM) under a key derived
 * from the provider's cookie key, which every process of a deployment shares (keys.ts): no table,
 * no sticky sessions, and nothing readable or forgeable in a URL (the PKCE verifier and the nonce
 * travel inside). Each names its purpose and expires in minutes.
 */
import crypto from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { BROKER_IDS } from '../../../config-brokers.ts';

const STATE_TTL_S = 10 * 60;
const TICKET_TTL_S = 2 * 60;

export const BrokerStateSchema = z.object({
  /** The interaction (pending authorization) this attempt belongs to. */
  uid: z.string().min(1),
  provider: z.enum(BROKER_IDS),
  nonce: z.string().min(16),
  verifier: z.string().min(43),
});
export type BrokerState = z.infer<typeof BrokerStateSchema>;

export const BrokerTicketSchema = z.object({ uid: z.string().min(1), userId: z.string().min(1) });
export type BrokerTicket = z.infer<typeof BrokerTicketSchema>;

export function sealingKey(cookieKey: string): Uint8Array {
  return new Uint8Array(crypto.hkdfSync('sha256', cookieKey, 'quadrant', 'identity broker sealing', 32));
}

async function seal(key: Uint8Array, purpose: string, value: object, ttlS: number): Promise<string> {
  return new EncryptJWT({ ...value, purpose })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${ttlS}s`)
    .encrypt(key);
}

async function open<T>(
  key: Uint8Array,
  purpose: string,
  sealed: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'] });
    if (payload.purpose !== purpose) return null;
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const sealState = (key: Uint8Array, state: BrokerState) => seal(key, 'state', state, STATE_TTL_S);
export const openState = (key: Uint8Array, sealed: string) => open(key, 'state', sealed, BrokerStateSchema);
export const sealTicket = (key: Uint8Array, ticket: BrokerTicket) =>
  seal(key, 'ticket', ticket, TICKET_TTL_S);
export const openTicket = (key: Uint8Array, sealed: string) =>
  open(key, 'ticket', sealed, BrokerTicketSchema);
