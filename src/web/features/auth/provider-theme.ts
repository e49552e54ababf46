/**
 * Hands the theme chosen in the app to the identity provider's pages (issue 33): they have no
 * script and cannot read localStorage, so the login page writes the choice into a cookie the
 * provider reads (shared/identity-theme.ts) before anyone goes there. Rules: only the provider's
 * paths receive it; "system" removes it (the pages then follow the system, as the app does); it
 * lasts a year, so a reset link opened from the mail later is in the same theme.
 */
import {
  IDENTITY_THEME_COOKIE,
  IDENTITY_THEME_PATH,
  identityThemeOf,
} from '../../../shared/identity-theme.ts';
import { getThemeChoice, type ThemeChoice } from '../../lib/theme.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function shareThemeWithProvider(choice: ThemeChoice = getThemeChoice()): void {
  const theme = identityThemeOf(choice);
  const attributes = [`Path=${IDENTITY_THEME_PATH}`, 'SameSite=Lax'];
  if (window.location.protocol === 'https:') attributes.push('Secure');
  attributes.push(theme ? `Max-Age=${YEAR_SECONDS}` : 'Max-Age=0');
  document.cookie = [`${IDENTITY_THEME_COOKIE}=${theme ?? ''}`, ...attributes].join('; ');
}
