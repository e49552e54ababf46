/**
 * The landing bootstrap's plain DOM code on the markup the prerender writes: the components are
 * rendered to static HTML (as at build time) and the enhancers drive that, with no React running.
 */
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BADGE_INTERVAL_MS } from '../features/landing/badge-interval.ts';
import { HeroBadge } from '../features/landing/hero-badge.tsx';
import { PublicHeader } from '../features/site/public-header.tsx';
import { showAccountState } from './account-links.ts';
import { enhanceHeroBadge } from './hero-badge.ts';
import {
  enhanceLanguageLinks,
  enhanceMenu,
  enhanceSectionLinks,
  moveToPreferredLanguage,
} from './site-enhancers.ts';

function prerender(path: string, element: React.ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('the header without React', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    prerender('/', <PublicHeader />);
    document.body.insertAdjacentHTML('beforeend', '<section id="pricing">Pricing</section>');
    enhanceMenu(document.querySelector('header') as HTMLElement);
    enhanceLanguageLinks(document);
    enhanceSectionLinks(document);
  });

  it('opens and closes the mobile menu, its label and icon following; Escape closes it', async () => {
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById('public-mobile-menu') as HTMLElement;
    expect(menu.hidden).toBe(true);
    await user.click(toggle);
    expect(menu.hidden).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle.querySelector('[data-icon="close"]')).not.toHaveAttribute('hidden');
    expect(toggle.querySelector('[data-icon="open"]')).toHaveAttribute('hidden');
    await user.keyboard('{Escape}');
    expect(menu.hidden).toBe(true);
    expect(toggle).toHaveAccessibleName('Open menu');
  });

  it('a section link scrolls within the page and closes the menu', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('public-mobile-menu') as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(scrollTo).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('pricing');
    expect(window.location.hash).toBe('#pricing');
    expect(menu.hidden).toBe(true);
    scrollTo.mockRestore();
  });

  it('choosing a language remembers it and keeps the query and hash', () => {
    window.history.replaceState(null, '', '/?ref=mail#pricing');
    const menu = document.getElementById('public-mobile-menu') as HTMLElement;
    const link = within(menu).getByRole('link', { name: 'Español', hidden: true });
    // jsdom does not navigate; the click's default action would follow the href set here.
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.localStorage.getItem('userLanguage')).toBe('es');
    expect(link.getAttribute('href')).toBe('/es?ref=mail#pricing');
    window.history.replaceState(null, '', '/');
  });

  it('the language switcher closes on Escape, focus back on it, and on a press outside', async () => {
    const user = userEvent.setup();
    const details = document.querySelector('details[data-language-switcher]') as HTMLDetailsElement;
    details.open = true;
    within(details).getAllByRole('link')[0]?.focus();
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
    details.open = true;
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(details.open).toBe(false);
  });

  it('shows Go to Dashboard for a signed-in browser, and Sign In again after sign-out', () => {
    showAccountState(document, true);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/app/board');
    showAccountState(document, false);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('the hero badge without React', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const active = () => document.querySelector('[data-active="true"]')?.textContent;

  it('rotates every 3 s, pauses while hovered, and its button stops it', () => {
    prerender('/es', <HeroBadge />);
    const badge = document.querySelector('[data-hero-badge]') as HTMLElement;
    const stopRotation = enhanceHeroBadge(badge);
    expect(active()).toBe('Español');
    vi.advanceTimersByTime(BADGE_INTERVAL_MS);
    expect(active()).toBe('Deutsch');
    expect(document.querySelector('[data-active="true"]')).toHaveClass('opacity-100');
    badge.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(BADGE_INTERVAL_MS * 2);
    expect(active()).toBe('Deutsch');
    badge.dispatchEvent(new Event('pointerleave'));
    const button = badge.querySelector('button') as HTMLButtonElement;
    const paused = button.getAttribute('aria-label');
    button.click();
    expect(button.getAttribute('aria-label')).not.toBe(paused);
    expect(button.querySelector('[data-icon="resume"]')).not.toHaveAttribute('hidden');
    vi.advanceTimersByTime(BADGE_INTERVAL_MS * 3);
    expect(active()).toBe('Deutsch');
    stopRotation();
  });
});

describe('moveToPreferredLanguage', () => {
  function at(path: string) {
    const url = new URL(path, 'https://quadrant.test');
    const replaced: string[] = [];
    const location = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => replaced.push(to),
    } as unknown as Location;
    return { moved: moveToPreferredLanguage(location), replaced };
  }

  it("moves an English page to the stored language's copy, with query and hash", () => {
    window.localStorage.setItem('userLanguage', 'fr');
    expect(at('/landing?x=1#pricing')).toEqual({ moved: true, replaced: ['/fr/landing?x=1#pricing'] });
  });

  it('never moves a prefixed page, nor a visitor who prefers English', () => {
    window.localStorage.setItem('userLanguage', 'fr');
    expect(at('/de')).toEqual({ moved: false, replaced: [] });
    window.localStorage.setItem('userLanguage', 'en');
    expect(at('/')).toEqual({ moved: false, replaced: [] });
  });
});
