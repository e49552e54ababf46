import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PULL_GLOBAL } from './early-pull-global.ts';
import { makeChanges } from './testing/fixtures.ts';

const CHANGES = makeChanges({ version: 7, full: true });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  // startWorkspacePull() runs once per page load: each test is a fresh page.
  vi.resetModules();
  delete window[EARLY_PULL_GLOBAL];
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json(CHANGES)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function firstPull() {
  const { startWorkspacePull, workspaceQuery } = await import('./workspace-query.ts');
  startWorkspacePull();
  return new QueryClient().fetchQuery(workspaceQuery());
}

describe('the initial pull', () => {
  it('reads the response the page’s HTML already asked for, and asks for nothing more', async () => {
    window[EARLY_PULL_GLOBAL] = Promise.resolve(json(CHANGES));
    const workspace = await firstPull();
    expect(workspace.version).toBe(7);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken once: nothing is left for a later page to misread.
    expect(window[EARLY_PULL_GLOBAL]).toBeUndefined();
  });

  it('asks itself when the HTML did not (no session ready at load, or another page)', async () => {
    const workspace = await firstPull();
    expect(workspace.version).toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/sync?since=0');
  });

  it('checks the early response like any other: an error envelope becomes an ApiError with its code', async () => {
    window[EARLY_PULL_GLOBAL] = Promise.resolve(
      json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in again.' } }, 401),
    );
    const error: unknown = await firstPull().catch((e: unknown) => e);
    // An ApiError of this page load's module graph (vi.resetModules), so compared by shape.
    expect(error).toMatchObject({ name: 'ApiError', code: 'UNAUTHENTICATED', status: 401 });
  });

  it('refuses an early response that does not match the contract', async () => {
    window[EARLY_PULL_GLOBAL] = Promise.resolve(json({ version: 'seven' }));
    await expect(firstPull()).rejects.toThrow();
  });

  it('turns an early request that never reached the server into UNAVAILABLE', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    window[EARLY_PULL_GLOBAL] = failed;
    await expect(firstPull()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('goes through startWorkspacePull() when the query is first: the HTML’s response is still used', async () => {
    window[EARLY_PULL_GLOBAL] = Promise.resolve(json(CHANGES));
    const { workspaceQuery } = await import('./workspace-query.ts');
    const workspace = await new QueryClient().fetchQuery(workspaceQuery());
    expect(workspace.version).toBe(7);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pulls once per page load, however many start it; a refetch (resync) pulls afresh', async () => {
    const { startWorkspacePull, workspaceQuery, WORKSPACE_KEY } = await import('./workspace-query.ts');
    startWorkspacePull();
    startWorkspacePull();
    const client = new QueryClient();
    await client.fetchQuery(workspaceQuery());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await client.refetchQueries({ queryKey: WORKSPACE_KEY });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
