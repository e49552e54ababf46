import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoveIn, MoveInPreview } from '../../../shared/contracts/move-in.ts';
import { ApiError } from '../../lib/api-error.ts';
import { i18n } from '../../lib/i18n.ts';
import { moveInErrorMessage } from './move-in-errors.ts';
import { MOVE_IN_NS } from './move-in-i18n.ts';
import { MoveInView } from './move-in-view.tsx';

const ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

function preview(over: Partial<MoveInPreview> = {}): MoveInPreview {
  return {
    tasks: 3,
    completed: 0,
    checklistItems: 2,
    dated: 1,
    repeating: 0,
    quadrants: [
      { quadrant: 1, tasks: 1, sample: ['Renew passport'] },
      { quadrant: 2, tasks: 1, sample: ['Water the plants'] },
      { quadrant: 3, tasks: 0, sample: [] },
      { quadrant: 4, tasks: 1, sample: ['Trim the hedge'] },
    ],
    boards: [{ key: 'l0', name: 'Home', kind: 'new', tasks: 3, fits: true }],
    pool: 0,
    skipped: {
      total: 1,
      reasons: [{ reason: 'section', count: 1 }],
      rows: [{ line: 8, reason: 'section', text: 'Garden' }],
    },
    notes: { total: 0, reasons: [], rows: [] },
    fit: { all: true, tasks: 3, boards: 1 },
    ...over,
  };
}

function moveIn(over: Partial<MoveIn> = {}): MoveIn {
  return {
    id: ID,
    source: 'todoist',
    fileName: 'Home.csv',
    encoding: 'utf-8',
    status: 'ready',
    mapping: { priorities: { p1: 1, p2: 2, p3: 3, p4: 4, none: 2 }, includeCompleted: true },
    lists: [{ key: 'l0', name: 'Home', tasks: 3, target: { kind: 'new' } }],
    preview: preview(),
    progress: { done: 0, total: 3 },
    result: { imported: 0, remaining: 0, boards: 0, boardIds: [] },
    tier: 'basic',
    abilities: { edit: true, start: true, undo: false },
    createdAt: '2026-12-07T10:00:00.000Z',
    finishedAt: null,
    ...over,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The JSON body the n-th request sent. */
function sentBody(calls: Parameters<typeof fetch>[], n: number): unknown {
  const body = calls[n]?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

function renderView() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MoveInView id={ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MoveInView', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('previews per quadrant, re-previews on a changed mapping, imports, then offers undo', async () => {
    const user = userEvent.setup();
    const moved = preview({
      quadrants: [
        { quadrant: 1, tasks: 1, sample: ['Renew passport'] },
        { quadrant: 2, tasks: 2, sample: ['Water the plants', 'Trim the hedge'] },
        { quadrant: 3, tasks: 0, sample: [] },
        { quadrant: 4, tasks: 0, sample: [] },
      ],
    });
    fetchMock
      .mockResolvedValueOnce(json(200, moveIn()))
      .mockResolvedValueOnce(
        json(
          200,
          moveIn({
            mapping: { ...moveIn().mapping, priorities: { p1: 1, p2: 2, p3: 3, p4: 2, none: 2 } },
            preview: moved,
          }),
        ),
      )
      .mockResolvedValueOnce(
        json(
          200,
          moveIn({
            status: 'done',
            abilities: { edit: false, start: false, undo: true },
            result: { imported: 3, remaining: 0, boards: 1, boardIds: ['b-home-stuff'] },
          }),
        ),
      );
    renderView();

    expect(await screen.findByRole('listitem', { name: 'Delete: 1 task' })).toBeInTheDocument();
    const skipped = screen.getByRole('region', { name: 'Not imported' });
    expect(skipped).toHaveTextContent("Todoist section (its tasks stay on the project's board): 1");
    expect(skipped).toHaveTextContent('Line 8 · Todoist section');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority 4 (p4)' }), '2');
    expect(await screen.findByRole('listitem', { name: 'Schedule: 2 tasks' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Delete: 0 tasks' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe(`/api/move-ins/${ID}`);
    expect(init?.method).toBe('PATCH');
    expect(sentBody(fetchMock.mock.calls, 1)).toEqual({
      priorities: { p1: 1, p2: 2, p3: 3, p4: 2, none: 2 },
      includeCompleted: true,
      lists: [{ key: 'l0', target: { kind: 'new' } }],
    });

    await user.click(screen.getByRole('button', { name: 'Import 3 tasks' }));
    expect(await screen.findByText('3 tasks were imported.')).toBeInTheDocument();
    expect(sentBody(fetchMock.mock.calls, 2)).toEqual({ scope: 'all' });
    expect(screen.getByRole('button', { name: 'Undo import' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Priority 4 (p4)' })).toBeNull();
    // Where the tasks went: the board it made, not whichever board was open last.
    expect(screen.getByRole('link', { name: 'Go to your tasks' })).toHaveAttribute(
      'href',
      '/app/board/b-home-stuff',
    );
  });

  it('tells a Free account what fits and offers the rest after upgrading', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(
        json(200, moveIn({ preview: preview({ fit: { all: false, tasks: 2, boards: 1 } }) })),
      )
      .mockResolvedValueOnce(
        json(
          200,
          moveIn({
            status: 'partial',
            abilities: { edit: true, start: true, undo: true },
            result: { imported: 2, remaining: 1, boards: 1, boardIds: ['b-home-stuff'] },
            preview: preview({ tasks: 1, fit: { all: false, tasks: 0, boards: 0 } }),
          }),
        ),
      );
    renderView();

    expect(await screen.findByText('Your Free plan takes 2 of these 3 tasks now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import 3 tasks/ })).toBeNull();
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Pro to import the rest' });
    expect(upgrade).toHaveAttribute('href', `/app/subscription?action=move-in&move_in_id=${ID}`);

    await user.click(screen.getByRole('button', { name: 'Import the 2 tasks that fit' }));
    expect(sentBody(fetchMock.mock.calls, 1)).toEqual({ scope: 'fit' });
    const result = await screen.findByRole('region', { name: 'Partly imported' });
    expect(within(result).getByText('1 task waits for room in your plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro to import the rest' })).toBeInTheDocument();
  });

  it('forgets its boards when undone, so /app does not return to one that is gone', async () => {
    const user = userEvent.setup();
    const MADE_BOARD = '01a25400-0000-7000-8000-00000000b0a2';
    window.localStorage.setItem('lastBoard', MADE_BOARD);
    const done = { imported: 3, remaining: 0, boards: 1, boardIds: [MADE_BOARD] };
    fetchMock
      .mockResolvedValueOnce(
        json(
          200,
          moveIn({ status: 'done', abilities: { edit: false, start: false, undo: true }, result: done }),
        ),
      )
      .mockResolvedValueOnce(
        json(
          200,
          moveIn({ status: 'undone', abilities: { edit: false, start: false, undo: false }, result: done }),
        ),
      );
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText('This import was undone: everything it brought in is gone.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('lastBoard')).toBe('pool');
  });

  it('shows the progress of a background import', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        200,
        moveIn({
          status: 'running',
          progress: { done: 400, total: 1000 },
          abilities: { edit: false, start: false, undo: false },
        }),
      ),
    );
    renderView();
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '400');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('400 of 1000 tasks imported…')).toBeInTheDocument();
  });

  it('says a refused file by its reason and line, in the person’s words', () => {
    const t = i18n.getFixedT('en', MOVE_IN_NS);
    const quote = new ApiError('VALIDATION_FAILED', 400, 'Line 4: unclosed', {
      reason: 'unclosed-quote',
      line: 4,
    });
    expect(moveInErrorMessage(quote, t, 'en')).toBe('Line 4: A quote is not closed.');
    const big = new ApiError('PAYLOAD_TOO_LARGE', 413, 'too large', { reason: 'too-large' });
    expect(moveInErrorMessage(big, t, 'en')).toBe('The file is larger than 20 MB.');
    const other = new ApiError('RATE_LIMITED', 429, 'slow down');
    expect(moveInErrorMessage(other, t, 'en')).toBe('Too many requests. Please wait a moment and try again.');
  });
});
