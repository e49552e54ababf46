// @vitest-environment jsdom
/**
 * The inline early-pull script cannot load the session's zod schema (it runs before any module),
 * so it checks the stored session by hand. This holds the two readers to one rule: over many
 * stored records, valid and broken in every field, the script sends its request exactly when the
 * app would use that stored session as it is (readStoredSession(), no refresh due, the token's
 * subject the stored user).
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTokenClaims } from '../../src/web/features/auth/jwt.ts';
import { needsRefresh } from '../../src/web/features/auth/refresh-rules.ts';
import { parseStoredSession } from '../../src/web/features/auth/stored-session.ts';
import { accessToken } from '../../src/web/features/auth/testing/identity-provider.ts';
import { earlyPullScript } from './early-pull-script.ts';

const NOW = Date.UTC(2026, 0, 1);

function validRecord(): Record<string, unknown> {
  return {
    version: 1,
    state: {
      isAuthenticated: true,
      user: { id: 'user-1', email: 'ada@example.com', name: 'Ada', firstName: 'Ada', lastName: '' },
      tokens: {
        accessToken: accessToken('user-1', 3600, NOW),
        refreshToken: 'refresh-1',
        idToken: null,
        expiresAt: NOW + 3_000_000,
        receivedAt: NOW - 600_000,
      },
    },
  };
}

const FIELDS = [
  'version',
  'state',
  'state.isAuthenticated',
  'state.user',
  'state.tokens',
  ...['id', 'email', 'name', 'firstName', 'lastName'].map((f) => `state.user.${f}`),
  ...['accessToken', 'refreshToken', 'idToken', 'expiresAt', 'receivedAt'].map((f) => `state.tokens.${f}`),
];

/** A value likely to sit on a rule's edge, or any JSON at all. */
const edgeValue = fc.oneof(
  fc.constantFrom(null, '', 'x', 0, 1, -1, true, false, [], {}, 2, NOW + 100_000),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Replace a field (or remove it: `undefined`). */
const mutation = fc.record({
  path: fc.constantFrom(...FIELDS),
  value: fc.option(edgeValue, { nil: undefined }),
});

function mutate(record: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let target: unknown = record;
  for (const key of keys.slice(0, -1)) {
    if (typeof target !== 'object' || target === null) return;
    target = (target as Record<string, unknown>)[key];
  }
  if (typeof target !== 'object' || target === null) return;
  const last = keys.at(-1) ?? '';
  if (value === undefined) delete (target as Record<string, unknown>)[last];
  // A copy: fast-check may hand the same object to two mutations.
  else (target as Record<string, unknown>)[last] = structuredClone(value);
}

/** What the app would do with the same stored value: use it as it is, or not. */
function appWouldUse(raw: string): boolean {
  const session = parseStoredSession(raw);
  if (!session.isAuthenticated) return false;
  if (needsRefresh(session.tokens, NOW)) return false;
  return readTokenClaims(session.tokens.accessToken)?.sub === session.user.id;
}

const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));

function scriptPulls(raw: string): boolean {
  window.localStorage.setItem('auth-storage', raw);
  fetchMock.mockClear();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script is the unit under test
  (new Function(earlyPullScript([])) as () => void)();
  return fetchMock.mock.calls.length > 0;
}

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/app/board/pool/matrix');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the early-pull script and readStoredSession()', () => {
  it('accept the session the app stores', () => {
    const raw = JSON.stringify(validRecord());
    expect(appWouldUse(raw)).toBe(true);
    expect(scriptPulls(raw)).toBe(true);
  });

  it('agree on every stored record, however broken', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (mutations) => {
        const record = validRecord();
        for (const m of mutations) mutate(record, m.path, m.value);
        const raw = JSON.stringify(record);
        expect(scriptPulls(raw)).toBe(appWouldUse(raw));
      }),
      { numRuns: 500 },
    );
  });

  it('agree on what is not a record at all', () => {
    for (const raw of ['', 'not json', 'null', '1', '"x"', '[]', '{}']) {
      expect(scriptPulls(raw)).toBe(appWouldUse(raw));
    }
  });
});
