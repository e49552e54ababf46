import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingSection } from './pricing-section.tsx';
import { ComparisonSection } from './comparison-section.tsx';

function renderIn(node: React.ReactNode) {
  render(<MemoryRouter>{node}</MemoryRouter>);
}

describe('PricingSection', () => {
  it('shows Free, Pro $9 a month, Pro Yearly $79 saving 27% with a 14-day trial, and Team by e-mail', () => {
    renderIn(<PricingSection />);
    for (const plan of ['Free', 'Pro', 'Pro Yearly', 'Team'])
      expect(screen.getByRole('heading', { name: plan })).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('$9')).toBeInTheDocument();
    expect(screen.getByText('$79')).toBeInTheDocument();
    expect(screen.getByText('Saves 27%')).toBeInTheDocument();
    expect(screen.getAllByText('14-day free trial')).toHaveLength(2);
    expect(screen.getByText('5 boards')).toBeInTheDocument();
    expect(screen.getByText('100 active tasks, 250 in total')).toBeInTheDocument();
    expect(screen.getByText('1 attachment per task')).toBeInTheDocument();
    expect(screen.getAllByText('5 attachments per task')).toHaveLength(2);
    const sales = screen.getByRole('link', { name: /Contact sales/ });
    expect(sales.getAttribute('href')).toBe('mailto:sales@quadrant.app?subject=Quadrant%20Team%20plan');
    expect(screen.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/auth/login?action=register',
    );
  });

  it('leads each "Start free trial" through sign-up to the trial of its own plan', () => {
    renderIn(<PricingSection />);
    const [monthly, yearly] = screen.getAllByRole('link', { name: 'Start free trial' });
    const returnTo = (link: HTMLElement | undefined) => {
      const url = new URL(link?.getAttribute('href') ?? '', 'http://localhost');
      expect(`${url.pathname}?action=${url.searchParams.get('action')}`).toBe('/auth/login?action=register');
      return url.searchParams.get('return_to');
    };
    expect(returnTo(monthly)).toBe('/app/subscription?start=trial&interval=monthly');
    expect(returnTo(yearly)).toBe('/app/subscription?start=trial&interval=yearly');
    // Signed in (the landing page's bootstrap swaps to these): straight to the checkout.
    expect(yearly).toHaveAttribute('data-signed-in-href', '/app/subscription?start=trial&interval=yearly');
  });

  it('never shows another monthly price than $9, not even in the comparison', () => {
    renderIn(
      <>
        <ComparisonSection />
        <PricingSection />
      </>,
    );
    expect(document.body.textContent).not.toContain('$8');
    expect(screen.getByText('Free, or Pro at $9 a month')).toBeInTheDocument();
  });
});
