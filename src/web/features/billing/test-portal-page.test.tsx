/** "Billing portal" in test mode: a page that says what the portal is, not the invoice list again. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TEST_MODE_PORTAL_PATH } from '../../../shared/contracts/billing.ts';
import { TestPortalPage } from './test-portal-page.tsx';
import './billing-i18n.ts';

describe('the test-mode billing portal', () => {
  it('says what the portal is and leads to the invoices and the plan', () => {
    const router = createMemoryRouter([{ path: TEST_MODE_PORTAL_PATH, element: <TestPortalPage /> }], {
      initialEntries: [TEST_MODE_PORTAL_PATH],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeInTheDocument();
    expect(screen.getByText(/payment provider's own page for your subscription/)).toBeInTheDocument();
    expect(screen.getByText(/nothing to manage here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/app/billing');
    expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
  });
});
