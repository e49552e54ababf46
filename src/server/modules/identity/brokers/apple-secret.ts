/**
 * Sign in with Apple authenticates the client with a JWT instead of a fixed secret: ES256, signed
 * with the team's .p8 key, `iss` the team, `sub` the Services ID, `aud` Apple. Made fresh for each
 * code exchange (five minutes), so no long-lived secret exists outside the key itself.
 */
import { importPKCS8, SignJWT } from 'jose';
import type { BrokerConfig } from '../../../config-brokers.ts';

type AppleBroker = Extract<BrokerConfig, { id: 'apple' }>;

export async function appleClientSecret(broker: AppleBroker, now = Date.now()): Promise<string> {
  const key = await importPKCS8(broker.privateKey, 'ES256');
  const iat = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: broker.keyId })
    .setIssuer(broker.teamId)
    .setSubject(broker.clientId)
    .setAudience(broker.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(key);
}
