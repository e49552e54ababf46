import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_TEMPLATE_KEY } from './remember-template.ts';
import { UseTemplateButton } from './use-template-button.tsx';

const BOARD_ID = '0190f0f0-0000-7000-8000-000000000001';

function renderButton(signedIn: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/templates/nurses',
        element: <UseTemplateButton slug="nurses" lng="en" signedIn={signedIn} taskCount={10} />,
      },
      { path: '/app/board/:boardId/matrix', element: <p>Board opened</p> },
      { path: '/auth/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/templates/nurses'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('UseTemplateButton', () => {
  it('signed out, links to sign-in and remembers the template for after it', async () => {
    renderButton(false);
    const link = screen.getByRole('link', { name: 'Use this template' });
    expect(link).toHaveAttribute('href', '/auth/login?template=nurses');
    await userEvent.click(link);
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_TEMPLATE_KEY) ?? '{}')).toMatchObject({
      slug: 'nurses',
      language: 'en',
    });
  });

  it('signed in, creates the board and opens it', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json({ boardId: BOARD_ID, boardName: 'Nurses', taskCount: 10, version: 1 }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderButton(true);
    await userEvent.click(screen.getByRole('button', { name: 'Use this template' }));
    expect(await screen.findByText('Board opened')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/board/${BOARD_ID}/matrix`);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/templates/nurses/apply');
    expect(window.sessionStorage.getItem(PENDING_TEMPLATE_KEY)).toBeNull();
  });

  it('signed in, says why when the board cannot be created, and lets the person try again', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    vi.stubGlobal('fetch', fetchMock);
    renderButton(true);
    const button = screen.getByRole('button', { name: 'Use this template' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Your data is safe; please try again.',
    );
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
