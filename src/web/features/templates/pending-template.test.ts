import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PENDING_TEMPLATE_KEY,
  PENDING_TEMPLATE_TTL_MS,
  applyPendingTemplate,
  rememberPendingTemplate,
  takePendingTemplate,
} from './pending-template.ts';

describe('pending template', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is remembered across sign-in and taken once', () => {
    rememberPendingTemplate('nurses', 'es', 1_000);
    expect(window.sessionStorage.getItem(PENDING_TEMPLATE_KEY)).not.toBeNull();
    expect(takePendingTemplate(2_000)).toEqual({ slug: 'nurses', language: 'es', at: 1_000 });
    expect(takePendingTemplate(2_000)).toBeNull();
  });

  it('expires after an hour and ignores anything malformed', () => {
    rememberPendingTemplate('nurses', 'en', 0);
    expect(takePendingTemplate(PENDING_TEMPLATE_TTL_MS + 1)).toBeNull();
    window.sessionStorage.setItem(PENDING_TEMPLATE_KEY, '{"slug":"../x","language":"en","at":0}');
    expect(takePendingTemplate(1)).toBeNull();
    window.sessionStorage.setItem(PENDING_TEMPLATE_KEY, 'nurses');
    expect(takePendingTemplate(1)).toBeNull();
  });

  it('applies the template and returns the new board to open', async () => {
    const boardId = '0190f0f0-0000-7000-8000-000000000001';
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ boardId, boardName: 'Nurses', taskCount: 10, version: 3 }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    rememberPendingTemplate('nurses', 'fr');
    await expect(applyPendingTemplate()).resolves.toEqual({
      applied: { boardId, boardName: 'Nurses', taskCount: 10, version: 3 },
      path: `/app/board/${boardId}/matrix`,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/templates/nurses/apply');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual({ language: 'fr' });
    await expect(applyPendingTemplate()).resolves.toBeNull();
  });
});
