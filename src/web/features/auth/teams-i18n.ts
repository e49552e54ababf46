/**
 * The `teams` namespace: what only the Teams and Outlook tab shows (its login messages, the sign-in
 * popup's pages) and the texts of its app package (scripts/teams/app-package.ts).
 */
import type { Language } from '../../../shared/languages.ts';
import { registerNamespace } from '../../lib/i18n.ts';
import enTeams from '../../locales/en/teams.json' with { type: 'json' };

export const TEAMS_NS = 'teams';

// Its own loaders, so that the other languages' table is in the pages that show these texts, not
// in every page's first load (lib/i18n.ts leaves teams.json out of its own).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/teams.json');
registerNamespace(TEAMS_NS, enTeams, (lng: Language) => bundles[`../../locales/${lng}/teams.json`]?.());
