import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStoreLink } from '../../../shared/app-store.ts';
import { DISMISSAL_KEYS } from './dismissal.ts';

// The deployment's App Store id, as the server's public configuration names it (null: none).
const listing = vi.hoisted((): { id: number | null } => ({ id: 1234567890 }));
vi.mock('./app-store.ts', () => ({ useAppStoreId: () => listing.id }));

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The banners read the browser once per page load, so each case imports a fresh module. */
async function renderBanners(userAgent: string, path = '/') {
  vi.resetModules();
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const { AppBanners } = await import('./app-banners.tsx');
  const router = createMemoryRouter([{ path: '*', element: <AppBanners /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

describe('AppBanners', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
    listing.id = 1234567890;
  });

  it('shows the desktop widget with the QR code and store button on a desktop browser, until dismissed', async () => {
    await renderBanners(DESKTOP);
    expect(screen.getByText('Get our iOS App')).toBeInTheDocument();
    expect(screen.getByText('For iPhone or iPad')).toBeInTheDocument();
    expect(screen.getByText('Scan to download')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code linking to Quadrant on the App Store' });
    expect(qr).toHaveAttribute('width', '140');
    expect(qr).toHaveAttribute('src', '/api/app-store/qr.svg?id=1234567890');
    expect(screen.getByRole('link', { name: /View in App Store/ })).toHaveAttribute(
      'href',
      appStoreLink(1234567890, 'desktop_button'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the iOS app offer' }));
    expect(screen.queryByText('Get our iOS App')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DISMISSAL_KEYS.desktopWidget)).toBe('true');
  });

  it('shows the 72 px iOS banner on an iPhone, with the mobile campaign link, and remembers dismissal', async () => {
    await renderBanners(IPHONE);
    const banner = screen.getByRole('complementary', { name: 'Quadrant for iOS' });
    expect(banner).toHaveClass('h-[72px]');
    expect(screen.getByText('Free productivity app for iOS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get App' })).toHaveAttribute(
      'href',
      appStoreLink(1234567890, 'mobile_button'),
    );
    expect(screen.queryByText('Get our iOS App')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the app banner' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DISMISSAL_KEYS.iosBanner)).toBe('true');
  });

  it('offers nothing where the deployment has no App Store app: no placeholder listing', async () => {
    listing.id = null;
    await renderBanners(DESKTOP);
    expect(screen.queryByText('Get our iOS App')).not.toBeInTheDocument();
    await renderBanners(IPHONE);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(appStoreLink(1234567890, 'qr_code')).toBe('https://apps.apple.com/app/id1234567890?ct=qr_code');
  });

  it('stays hidden once dismissed, and inside the app', async () => {
    window.localStorage.setItem(DISMISSAL_KEYS.desktopWidget, 'true');
    await renderBanners(DESKTOP);
    expect(screen.queryByText('Get our iOS App')).not.toBeInTheDocument();
    window.localStorage.clear();
    await renderBanners(DESKTOP, '/app/board/pool/matrix');
    expect(screen.queryByText('Get our iOS App')).not.toBeInTheDocument();
  });
});
