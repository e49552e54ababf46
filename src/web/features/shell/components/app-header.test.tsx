import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n.ts';
import { AppHeader } from './app-header.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SkipLink } from './skip-link.tsx';

beforeAll(() => {
  // Radix measures its popper content; jsdom has no layout engine.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(async () => {
  await changeLanguage('en', { remember: false });
  window.localStorage.clear();
});

function renderHeader(props: { onSignOut?: () => void; onLanguageChange?: (lng: string) => void } = {}) {
  const element = (
    <>
      <SkipLink />
      <AppHeader
        user={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
        languageSwitch={<LanguageSwitch onLanguageChange={props.onLanguageChange} />}
        onSignOut={props.onSignOut ?? (() => {})}
      />
      <main id="main">Content</main>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/app/board'] });
  return render(<RouterProvider router={router} />);
}

describe('AppHeader', () => {
  it('starts with a skip link to the content and links the product name to the board', () => {
    renderHeader();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Skip to content');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Quadrant, go to your board' })).toHaveAttribute(
      'href',
      '/app/board',
    );
  });

  it('shows who is signed in in the account menu, with a way to sign out', async () => {
    const onSignOut = vi.fn();
    renderHeader({ onSignOut });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Calendar feed' })).toHaveAttribute(
      'href',
      '/app/calendar-settings',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('offers System, Light and Dark in the account menu, applies and remembers the choice', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const group = await screen.findByRole('group', { name: 'Appearance' });
    const options = within(group).getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(within(group).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('userTheme')).toBe('dark');
    expect(within(group).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'System' }));
    expect(window.localStorage.getItem('userTheme')).toBeNull();
  });

  it('opens the account menu from the keyboard', async () => {
    renderHeader();
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('switches the language among all seven, remembers it and reports the choice', async () => {
    const onLanguageChange = vi.fn();
    renderHeader({ onLanguageChange });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      '日本語',
      'Italiano',
      'Português',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Español' }));
    await vi.waitFor(() => expect(onLanguageChange).toHaveBeenCalledWith('es'));
    expect(i18n.language).toBe('es');
    expect(window.localStorage.getItem('userLanguage')).toBe('es');
    expect(await screen.findByRole('button', { name: 'Menú de la cuenta' })).toBeInTheDocument();
  });
});
