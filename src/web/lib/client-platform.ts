/**
 * Which platform this client runs on (spec §6 platform rules), reported to the server with every
 * call (`x-quadrant-platform`) and read by the payment pages. The native shells identify
 * themselves (Capacitor on iOS and Android, Tauri on the desktop); Teams is remembered for the
 * tab's session once it has opened us with `?isTeams=true` (the spec's `teamsContext`).
 */
import type { ClientPlatform } from '../../shared/platform-rules.ts';

export const TEAMS_CONTEXT_KEY = 'teamsContext';
/** Session: which Microsoft host the tab runs in (lib/teams-host.ts). */
export const TEAMS_HOST_KEY = 'teamsHost';

/** What the iOS shell offers the page: Apple's signed transactions of this Apple ID's purchases. */
export interface NativePurchases {
  restore(): Promise<{ signedTransaction: string; signedRenewalInfo?: string }[]>;
  /** Of these App Store products, those the store sells here, with its localized prices. */
  products?(ids: string[]): Promise<{ id: string; price: string }[]>;
  /** Buy a subscription in the App Store; null when the person cancelled the App Store's sheet. */
  purchase?(productId: string, appAccountToken: string): Promise<{ signedTransaction: string } | null>;
}

interface ShellGlobals {
  Capacitor?: { getPlatform?: () => string };
  __TAURI_INTERNALS__?: unknown;
  quadrantPurchases?: NativePurchases;
}

/** Remembers Teams for this tab's session when `search` carries its entry (`isTeams=true`). */
export function noteTeamsEntry(search: string): boolean {
  if (new URLSearchParams(search).get('isTeams') !== 'true') return false;
  try {
    window.sessionStorage.setItem(TEAMS_CONTEXT_KEY, JSON.stringify({ isTeams: true }));
  } catch {
    // Storage refused (a locked-down frame): Teams for as long as the query says so.
  }
  return true;
}

function inTeams(): boolean {
  if (noteTeamsEntry(window.location.search)) return true;
  try {
    const stored = window.sessionStorage.getItem(TEAMS_CONTEXT_KEY);
    return stored !== null && (JSON.parse(stored) as { isTeams?: unknown }).isTeams === true;
  } catch {
    // Storage refused (a locked-down frame) or an unreadable value: not Teams as far as we know.
    return false;
  }
}

/** The login page (or `path`), carrying `isTeams=true` inside Teams (spec §2: opened from Teams). */
export function loginPage(path = '/auth/login'): string {
  return clientPlatform() === 'teams' ? `${path}${path.includes('?') ? '&' : '?'}isTeams=true` : path;
}

export function clientPlatform(): ClientPlatform {
  if (typeof window === 'undefined') return 'web';
  const shell = window as Window & ShellGlobals;
  const native = shell.Capacitor?.getPlatform?.();
  if (native === 'ios' || native === 'android') return native;
  if (inTeams()) return 'teams';
  if (shell.__TAURI_INTERNALS__ !== undefined) return 'desktop';
  return 'web';
}

/** The iOS shell's purchases bridge, when there is one. */
export function nativePurchases(): NativePurchases | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as Window & ShellGlobals).quadrantPurchases;
}

/** The website's subscription page, where Android and Teams send people to manage or buy. */
export function websiteSubscriptionUrl(): string {
  return new URL('/app/subscription', window.location.origin).toString();
}

/** Where an App Store subscription is managed (Apple's page for the person's subscriptions). */
export const APP_STORE_SUBSCRIPTIONS_URL = 'https://apps.apple.com/account/subscriptions';
