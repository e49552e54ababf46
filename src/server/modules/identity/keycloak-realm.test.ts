import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const MapperSchema = z.object({ protocolMapper: z.string(), config: z.record(z.string(), z.string()) });
const RealmSchema = z.object({
  realm: z.string(),
  registrationAllowed: z.boolean(),
  accessTokenLifespan: z.number(),
  revokeRefreshToken: z.boolean(),
  refreshTokenMaxReuse: z.number(),
  roles: z.object({ realm: z.array(z.object({ name: z.string() })) }),
  clients: z.array(
    z.object({
      clientId: z.string(),
      publicClient: z.boolean(),
      standardFlowEnabled: z.boolean(),
      implicitFlowEnabled: z.boolean(),
      directAccessGrantsEnabled: z.boolean(),
      redirectUris: z.array(z.string()),
      attributes: z.record(z.string(), z.string()),
      protocolMappers: z.array(MapperSchema),
    }),
  ),
});

const file = new URL('../../../../deploy/keycloak/quadrant-realm.json', import.meta.url);

describe('the Keycloak realm export', () => {
  const realm = RealmSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const client = realm.clients.find((c) => c.clientId === 'quadrant-web');

  it('matches what the embedded provider does', () => {
    expect(realm.realm).toBe('quadrant');
    expect(realm.registrationAllowed).toBe(true);
    expect(realm.accessTokenLifespan).toBe(300);
    expect(realm).toMatchObject({ revokeRefreshToken: true, refreshTokenMaxReuse: 0 });
    expect(realm.roles.realm.map((r) => r.name)).toContain('admin');
    expect(client).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
    });
    // The web app's return, the desktop app's (the system browser's page that opens the app) and
    // the Teams tab's sign-in popup's.
    expect(client?.redirectUris).toEqual([
      'http://localhost:3000/callback',
      'http://localhost:3000/auth/desktop-callback',
      'http://localhost:3000/auth/teams-callback',
    ]);
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client?.attributes['post.logout.redirect.uris']?.split('##')).toContain(
      'http://localhost:3000/auth/login',
    );
  });

  it('has the iOS and Android apps\' client, returning only to the app scheme', () => {
    const mobile = realm.clients.find((c) => c.clientId === 'quadrant-mobile');
    expect(mobile).toMatchObject({ publicClient: true, standardFlowEnabled: true, implicitFlowEnabled: false });
    expect(mobile?.redirectUris).toEqual(['quadrant://callback']);
    expect(mobile?.attributes['pkce.code.challenge.method']).toBe('S256');
  });

  it('puts the claims the API reads into access tokens', () => {
    const inAccessToken = (client?.protocolMappers ?? []).filter(
      (m) => m.config['access.token.claim'] === 'true',
    );
    const claims = inAccessToken.map(
      (m) => m.config['claim.name'] ?? (m.protocolMapper === 'oidc-full-name-mapper' ? 'name' : ''),
    );
    expect(claims).toEqual(
      expect.arrayContaining(['email', 'name', 'preferred_username', 'realm_access.roles']),
    );
  });
});
