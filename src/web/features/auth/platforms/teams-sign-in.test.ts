/**
 * The tab's side of signing in through Teams' popup (ADR 0050), with Teams' SDK played by a test
 * double that opens "the popup" as the real pages would answer it: the tab keeps the verifier,
 * Teams relays the authorization response only, and the tab redeems the code itself.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamsStartQuerySchema } from '../../../../shared/contracts/teams.ts';
import {
  accessToken,
  CLIENT_ID,
  configHandlers,
  idToken,
  ISSUER,
  ORIGIN,
  sameRealmDigests,
  tokenHandler,
  tokenResponse,
} from '../testing/identity-provider.ts';

const teams = vi.hoisted(() => ({
  authenticate: vi.fn<(params: { url: string }) => Promise<string>>(),
  startTeamsSdk: vi.fn(() => Promise.resolve()),
}));
vi.mock('./teams-sdk.ts', () => ({
  authentication: { authenticate: teams.authenticate },
  startTeamsSdk: teams.startTeamsSdk,
}));

const server = setupServer(...configHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  teams.authenticate.mockReset();
});
afterAll(() => server.close());

beforeEach(() => {
  vi.resetModules();
  sameRealmDigests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/auth/login?isTeams=true');
});

async function load() {
  const teamsSignIn = await import('./teams-sign-in.ts');
  const pending = await import('../pending-sign-in.ts');
  const store = await import('../session-store.ts');
  return { ...teamsSignIn, ...pending, ...store };
}

async function sha256Base64Url(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('base64url');
}

/** The popup as our pages answer it: the provider's response, relayed by notifySuccess. */
function popupAnswers(extra: Record<string, string> = {}) {
  teams.authenticate.mockImplementation(({ url }) => {
    const state = new URL(url).searchParams.get('state') ?? '';
    return Promise.resolve(
      new URLSearchParams({ code: 'the-code', state, iss: ISSUER, ...extra }).toString(),
    );
  });
}

describe('signing in from the Teams tab', () => {
  it("opens the popup with the public half only, and redeems the code with the tab's verifier", async () => {
    const mod = await load();
    popupAnswers();
    let form: URLSearchParams | undefined;
    const seen: { pending: ReturnType<typeof mod.readPendingSignIn> } = { pending: null };
    server.use(
      tokenHandler((body) => {
        form = body;
        seen.pending = mod.readPendingSignIn();
        return tokenResponse({
          access_token: accessToken('user-1', 3600),
          refresh_token: 'refresh-1',
          id_token: idToken('user-1', seen.pending?.nonce),
          expires_in: 3600,
        });
      }),
    );
    const outcome = await mod.signInThroughTeams({ idpHint: 'microsoft', forceLogin: true });
    expect(outcome).toEqual({ kind: 'signed-in', to: '/app/board' });

    const [[{ url }]] = teams.authenticate.mock.calls as [[{ url: string }]];
    const start = new URL(url);
    expect(`${start.origin}${start.pathname}`).toBe(`${ORIGIN}/auth/teams-start`);
    const query = TeamsStartQuerySchema.parse(Object.fromEntries(start.searchParams));
    expect(query).toMatchObject({ kc_idp_hint: 'microsoft', prompt: 'login', ui_locales: 'en' });
    expect(query.state).toBe(seen.pending?.state);
    expect(query.code_challenge).toBe(await sha256Base64Url(form?.get('code_verifier') ?? ''));
    // The verifier never leaves the tab.
    expect(url).not.toContain(form?.get('code_verifier') ?? 'no verifier');

    expect(form?.get('code')).toBe('the-code');
    expect(form?.get('redirect_uri')).toBe(`${ORIGIN}/auth/teams-callback`);
    expect(form?.get('client_id')).toBe(CLIENT_ID);
    expect(mod.useSessionStore.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'user-1' } });
    expect(mod.readPendingSignIn()).toBeNull();
  });

  it('uses nothing from Teams but the code, state and issuer', async () => {
    const mod = await load();
    const url = mod.relayedCallback(
      ORIGIN,
      'code=c&state=s&iss=https%3A%2F%2Fid.example&access_token=smuggled&redirect=https%3A%2F%2Fevil.example',
    );
    expect(url?.href).toBe(`${ORIGIN}/auth/teams-callback?code=c&state=s&iss=https%3A%2F%2Fid.example`);
    expect(mod.relayedCallback(ORIGIN, 'state=s')).toBeNull();
    expect(mod.relayedCallback(ORIGIN, '')).toBeNull();
  });

  it('refuses a response for another attempt, with no token request', async () => {
    const mod = await load();
    popupAnswers({ state: 'someone-elses-state-value' });
    const exchange = vi.fn(() => tokenResponse({}));
    server.use(tokenHandler(exchange));
    await expect(mod.signInThroughTeams({})).resolves.toEqual({ kind: 'failed', reason: 'invalid_state' });
    expect(exchange).not.toHaveBeenCalled();
    expect(mod.useSessionStore.getState().isAuthenticated).toBe(false);
  });

  it('names why the popup ended without a sign-in, and forgets the attempt', async () => {
    const mod = await load();
    for (const [reason, shown] of [
      ['CancelledByUser', 'cancelled'],
      ['cancelled', 'cancelled'],
      ['FailedToOpenWindow', 'popup_blocked'],
      ['unavailable', 'unavailable'],
      ['failed', 'failed'],
    ] as const) {
      teams.authenticate.mockRejectedValueOnce(new Error(reason));
      await expect(mod.signInThroughTeams({}), reason).resolves.toEqual({ kind: 'failed', reason: shown });
      expect(mod.readPendingSignIn()).toBeNull();
    }
  });
});

describe('the direct path inside Teams', () => {
  it('is refused with "Teams requires popup authentication", and the page stays', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { startSignIn } = await import('../sign-in.ts');
    const err: unknown = await startSignIn({ register: true }).catch((e: unknown) => e);
    vi.unstubAllGlobals();
    expect(err).toMatchObject({ reason: 'popup_required', message: 'Teams requires popup authentication' });
    expect(assign).not.toHaveBeenCalled();
  });
});
