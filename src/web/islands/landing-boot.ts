/**
 * The landing page's bootstrap (ADR 0033): the only script its HTML names (scripts/build/islands.ts
 * puts it there in place of React Router's client). Plain DOM code for what the prerendered page
 * needs at once; React only for the islands, fetched when one is seen or used, and for the
 * banners and telemetry, fetched once the browser is idle (as root.tsx's AfterIdle does).
 * Everything it imports statically counts toward the page's initial JavaScript (js-size.ts).
 */
import { subscribeTheme } from '../lib/theme.ts';
import { clientPlatform } from '../lib/client-platform.ts';
import { nativeStartPath } from '../features/auth/platforms/native-callback.ts';
import { dropLoginRequiredHash } from '../features/auth/login-required-hash.ts';
import { followAccountState, readSignedIn } from './account-links.ts';
import { enhanceHeroBadge } from './hero-badge.ts';
import { watchIslands } from './island-loader.ts';
import {
  enhanceLanguageLinks,
  enhanceMenu,
  enhanceSectionLinks,
  moveToPreferredLanguage,
  scrollToArrivalSection,
} from './site-enhancers.ts';

/** How long to wait for an idle moment before mounting the extras anyway (as AfterIdle). */
const IDLE_TIMEOUT_MS = 2000;

function afterIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 200);
}

/** Inside the iOS or Android app there is no landing page: its start page (spec §6). */
function leaveForNativeStart(): boolean {
  const platform = clientPlatform();
  if (platform !== 'ios' && platform !== 'android') return false;
  void readSignedIn().then((signedIn) => window.location.replace(nativeStartPath(signedIn)));
  return true;
}

function start(): void {
  dropLoginRequiredHash(window.location, window.history);
  if (leaveForNativeStart()) return;
  if (moveToPreferredLanguage(window.location)) return;
  // "System" follows the system's preference live, and a choice made in another tab applies here.
  subscribeTheme(() => {});
  const header = document.querySelector<HTMLElement>('body header');
  if (header) enhanceMenu(header);
  enhanceLanguageLinks(document);
  enhanceSectionLinks(document);
  scrollToArrivalSection(window.location);
  const badge = document.querySelector<HTMLElement>('[data-hero-badge]');
  if (badge) enhanceHeroBadge(badge);
  followAccountState(document);
  watchIslands(document, (element, name) =>
    import('./hydrate-island.tsx').then((m) => m.hydrateIsland(element, name)),
  );
  afterIdle(() => {
    void import('./idle-extras.tsx').then((m) => m.mountIdleExtras());
  });
  document.documentElement.dataset.boot = 'ready';
}

start();
