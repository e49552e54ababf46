import { useTranslation } from 'react-i18next';
import type { Route } from './+types/teams-callback.ts';
import { AUTH_NS } from '../../../features/auth/auth-i18n.ts';
import { TeamsPopupPage } from '../../../features/auth/components/teams-popup-page.tsx';

/** The popup's code (and the Teams SDK with it) loads only on this page. */
async function run() {
  const { finishTeamsPopup } = await import('../../../features/auth/platforms/teams-popup.ts');
  return finishTeamsPopup(window.location.search);
}

export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex' }];
}

/**
 * `/auth/teams-callback`: the provider's return in Teams' popup. "Completing sign in..." while
 * the answer goes back to the tab through Teams, which then closes this window.
 */
export default function TeamsCallback() {
  const { t } = useTranslation(AUTH_NS);
  return <TeamsPopupPage title={t('callback.completing')} run={run} />;
}
