/**
 * The identity provider's pages follow the theme a person chose in the app (issue 33): they have
 * no script and cannot read the app's localStorage, so the web app's login page hands the choice
 * over in this cookie, scoped to the provider's paths (`/realms`), before it sends the person
 * there. "system" is the cookie's absence: the pages then follow `prefers-color-scheme`.
 */
export const IDENTITY_THEME_COOKIE = 'quadrant_theme';
export const IDENTITY_THEME_PATH = '/realms';
export const IDENTITY_THEMES = ['light', 'dark'] as const;
export type IdentityTheme = (typeof IDENTITY_THEMES)[number];

/** A theme named by the cookie's value; anything else is "follow the system". */
export function identityThemeOf(value: unknown): IdentityTheme | undefined {
  return IDENTITY_THEMES.find((theme) => theme === value);
}
