import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BADGE_INTERVAL_MS } from './badge-interval.ts';
import { HeroBadge } from './hero-badge.tsx';

function active(): string | null {
  return document.querySelector('[data-active="true"]')?.textContent ?? null;
}

describe('HeroBadge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates its message every 3 s without announcing it', async () => {
    render(
      <MemoryRouter>
        <HeroBadge />
      </MemoryRouter>,
    );
    expect(active()).toBe('English');
    await act(async () => {
      vi.advanceTimersByTime(BADGE_INTERVAL_MS);
    });
    expect(active()).toBe('Français');
    const rotating = screen.getByTestId('hero-badge-rotating');
    expect(rotating).toHaveAttribute('aria-hidden', 'true');
    expect(rotating).toHaveAttribute('aria-live', 'off');
    expect(screen.getByText(/English, French, Spanish, German and Chinese/)).toBeInTheDocument();
  });

  it('starts in the page language and stops with its pause button', async () => {
    render(
      <MemoryRouter initialEntries={['/es']}>
        <HeroBadge />
      </MemoryRouter>,
    );
    expect(active()).toBe('Español');
    fireEvent.click(screen.getByRole('button'));
    await act(async () => {
      vi.advanceTimersByTime(BADGE_INTERVAL_MS * 3);
    });
    expect(active()).toBe('Español');
  });
});
