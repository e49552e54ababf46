/** A minimal external OIDC issuer on loopback (Keycloak's role): discovery, a JWKS, a signer. */
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export async function fakeIssuer(
  cleanups: (() => Promise<void>)[],
): Promise<{ url: string; sign: (sub: string) => Promise<string> }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const issuer: FastifyInstance = Fastify();
  let url = '';
  issuer.get('/.well-known/openid-configuration', async () => ({ issuer: url, jwks_uri: `${url}/jwks` }));
  issuer.get('/jwks', async () => ({ keys: [jwk] }));
  await issuer.listen({ host: '127.0.0.1', port: 0 });
  const address = issuer.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  cleanups.push(() => issuer.close());
  const sign = (sub: string) =>
    new SignJWT({ email: `${sub.slice(0, 8)}@example.com`, name: 'Keycloak User', typ: 'Bearer' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(url)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
  return { url, sign };
}
