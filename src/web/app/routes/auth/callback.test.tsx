import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn, type CallbackResult } from '../../../features/auth/sign-in.ts';
import Callback from './callback.tsx';

vi.mock('../../../features/auth/sign-in.ts', () => ({ completeSignIn: vi.fn() }));

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function renderCallback(result: Promise<CallbackResult>) {
  vi.mocked(completeSignIn).mockReturnValue(result);
  const router = createMemoryRouter(
    [
      { path: '/callback', Component: Callback },
      { path: '*', Component: Where },
    ],
    { initialEntries: ['/callback?code=c&state=s'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.mocked(completeSignIn).mockReset();
});

describe('/callback', () => {
  it('shows that it is processing while the code is exchanged', () => {
    renderCallback(new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Processing authentication...');
  });

  it('goes where the person was headed once signed in', async () => {
    renderCallback(Promise.resolve({ kind: 'signed-in', to: '/app/board/b1/list' }));
    expect(await screen.findByText('At /app/board/b1/list')).toBeInTheDocument();
  });

  it('goes back to the login page with the reason when the sign-in failed', async () => {
    renderCallback(Promise.resolve({ kind: 'failed', reason: 'invalid_nonce' }));
    expect(await screen.findByText('At /auth/login?error=invalid_nonce')).toBeInTheDocument();
  });

  it('ignores a stale callback', async () => {
    renderCallback(Promise.resolve({ kind: 'ignored' }));
    expect(await screen.findByText('At /auth/login')).toBeInTheDocument();
  });
});
