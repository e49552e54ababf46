/**
 * The account's server state: one `me` query (profile, settings, sign-in methods). The theme and
 * language stored on the account are the source of truth: when `me` arrives they are applied here,
 * so every device follows the last choice; the browser's own copy (localStorage) only paints the
 * first frame. The writes that change it are in profile-api.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { getMe, type Me } from '../../../shared/contracts/me.ts';
import { api } from '../../lib/api.ts';
import { changeLanguage, i18n, isLanguage } from '../../lib/i18n.ts';
import { getThemeChoice, setThemeChoice } from '../../lib/theme.ts';

/** Puts the account's stored theme and language into force in this browser. */
function applyAccountPreferences(me: Me): void {
  if (me.theme !== getThemeChoice()) setThemeChoice(me.theme);
  if (me.language && isLanguage(me.language) && me.language !== i18n.language)
    void changeLanguage(me.language);
}

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async ({ signal }) => {
    const me = await api(getMe, { signal });
    applyAccountPreferences(me);
    return me;
  },
  staleTime: 60_000,
});
