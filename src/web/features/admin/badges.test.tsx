import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelingBadge, StatusBadge, TierBadge } from './badges.tsx';

describe('badges (spec §2)', () => {
  it.each([
    ['active', 'Active', 'default', 'bg-indigo-600'],
    ['trialing', 'Trial', 'secondary', 'bg-slate-200'],
    ['past_due', 'Past Due', 'destructive', 'bg-red-600'],
    ['canceled', 'Canceled', 'outline', 'ring-slate-300'],
  ] as const)('a %s status reads "%s" in the %s style', (status, label, variant, look) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-variant', variant);
    expect(badge).toHaveClass(look);
  });

  it.each([
    ['pro', 'Pro', 'bg-purple-100'],
    ['enterprise', 'Enterprise', 'bg-blue-100'],
    ['basic', 'Basic', 'bg-slate-100'],
  ] as const)('the %s tier is coloured (%s)', (tier, label, look) => {
    render(<TierBadge tier={tier} />);
    expect(screen.getByText(label)).toHaveClass(look);
  });

  it('says Canceling for a plan that ends with its period', () => {
    render(<CancelingBadge />);
    expect(screen.getByText('Canceling')).toBeInTheDocument();
  });
});
