/** Renders console pages in a memory router with a fresh query client, as the app's routes do. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from '../../../components/ui/toaster.tsx';

// A page's first render here loads its menus, dialogs and translations: on a busy 2-core machine
// that can pass testing-library's 1 s default. A bound against hangs, not a speed check.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

export function renderAdmin(
  path: string,
  routes: { path: string; element: ReactNode }[],
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const router = createMemoryRouter(
    [
      ...routes.map((r) => ({
        path: r.path,
        element: (
          <>
            {r.element}
            <Where />
          </>
        ),
      })),
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      {/* What an action says when it is done (spec §2: a toast), as the app shell shows it. */}
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, client };
}
