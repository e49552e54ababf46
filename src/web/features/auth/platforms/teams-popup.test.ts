/**
 * The pages of Teams' sign-in popup (ADR 0050): the start page goes only to our identity provider,
 * built from the attempt's public half; the callback hands Teams the authorization response (never
 * a token) or a reason; opened outside Teams, neither waits for a host that is not there.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ID,
  configHandlers,
  OIDC_BASE,
  ORIGIN,
  sameRealmDigests,
} from '../testing/identity-provider.ts';

const teams = vi.hoisted(() => ({
  notifySuccess: vi.fn<(result: string) => void>(),
  notifyFailure: vi.fn<(reason: string) => void>(),
  startTeamsSdk: vi.fn(() => Promise.resolve()),
}));
vi.mock('./teams-sdk.ts', () => ({
  authentication: { notifySuccess: teams.notifySuccess, notifyFailure: teams.notifyFailure },
  startTeamsSdk: teams.startTeamsSdk,
}));

const server = setupServer(...configHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  teams.notifySuccess.mockReset();
  teams.notifyFailure.mockReset();
  teams.startTeamsSdk.mockReset().mockResolvedValue();
});
afterAll(() => server.close());

let replace: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  vi.resetModules();
  sameRealmDigests();
  replace = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { ...window.location, replace });
});

const ATTEMPT = {
  state: 'state-value-0123456789',
  nonce: 'nonce-value-0123456789',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
};

describe('/auth/teams-start', () => {
  it("sends the popup to our provider with the tab's attempt and the Teams callback", async () => {
    const { startTeamsPopup } = await import('./teams-popup.ts');
    const query = new URLSearchParams({
      ...ATTEMPT,
      kc_idp_hint: 'google',
      prompt: 'login',
      ui_locales: 'fr',
    });
    await expect(startTeamsPopup(`?${query}`)).resolves.toBe('working');
    const to = new URL(replace.mock.calls[0]?.[0] ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${OIDC_BASE}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${ORIGIN}/auth/teams-callback`,
      response_type: 'code',
      scope: 'openid',
      ...ATTEMPT,
      code_challenge_method: 'S256',
      kc_idp_hint: 'google',
      prompt: 'login',
      max_age: '0',
      ui_locales: 'fr',
    });
    expect(teams.notifyFailure).not.toHaveBeenCalled();
  });

  it("takes no address from its query: it can lead only to our provider's page", async () => {
    const { startTeamsPopup } = await import('./teams-popup.ts');
    const query = new URLSearchParams({
      ...ATTEMPT,
      redirect_uri: 'https://evil.example/steal',
      url: 'https://evil.example',
    });
    await startTeamsPopup(`?${query}`);
    const to = new URL(replace.mock.calls[0]?.[0] ?? '');
    expect(to.origin).toBe(ORIGIN);
    expect(to.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/auth/teams-callback`);
  });

  it('tells Teams it failed when the attempt is malformed or the provider unreachable', async () => {
    const { startTeamsPopup } = await import('./teams-popup.ts');
    await expect(startTeamsPopup(`?state=${ATTEMPT.state}`)).resolves.toBe('failed');
    expect(teams.notifyFailure).toHaveBeenLastCalledWith('failed');
    server.use(http.get(`${ORIGIN}/api/client-config`, () => HttpResponse.error()));
    await expect(startTeamsPopup(`?${new URLSearchParams(ATTEMPT)}`)).resolves.toBe('failed');
    expect(teams.notifyFailure).toHaveBeenLastCalledWith('unavailable');
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('/auth/teams-callback', () => {
  it('hands Teams the code, state and issuer, and nothing else', async () => {
    const { finishTeamsPopup } = await import('./teams-popup.ts');
    const search = '?code=the-code&state=s1&iss=https%3A%2F%2Fid.example&session_state=x&extra=y';
    await expect(finishTeamsPopup(search)).resolves.toBe('working');
    expect(teams.notifySuccess).toHaveBeenCalledWith('code=the-code&state=s1&iss=https%3A%2F%2Fid.example');
  });

  it('tells Teams why there is no code: cancelled at the provider, or failed', async () => {
    const { finishTeamsPopup } = await import('./teams-popup.ts');
    for (const [search, reason] of [
      ['?error=access_denied&state=s', 'cancelled'],
      ['?error=server_error&state=s', 'failed'],
      ['?state=s', 'failed'],
    ] as const) {
      await expect(finishTeamsPopup(search)).resolves.toBe('failed');
      expect(teams.notifyFailure).toHaveBeenLastCalledWith(reason);
    }
    expect(teams.notifySuccess).not.toHaveBeenCalled();
  });

  it('says it belongs to Teams when opened anywhere else', async () => {
    teams.startTeamsSdk.mockRejectedValue(new Error('Initialization Failed. No Parent window found.'));
    const { finishTeamsPopup } = await import('./teams-popup.ts');
    await expect(finishTeamsPopup('?code=c&state=s')).resolves.toBe('not-in-teams');
    expect(teams.notifySuccess).not.toHaveBeenCalled();
  });
});
