import { useTranslation } from 'react-i18next';
import type { Route } from './+types/teams-start.ts';
import { TEAMS_NS } from '../../../features/auth/teams-i18n.ts';
import { TeamsPopupPage } from '../../../features/auth/components/teams-popup-page.tsx';

/** The popup's code (and the Teams SDK with it) loads only on this page. */
async function run() {
  const { startTeamsPopup } = await import('../../../features/auth/platforms/teams-popup.ts');
  return startTeamsPopup(window.location.search);
}

export function meta(): Route.MetaDescriptors {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/auth/teams-start`: Teams' sign-in popup opens here and goes on to the identity provider. */
export default function TeamsStart() {
  const { t } = useTranslation(TEAMS_NS);
  return <TeamsPopupPage title={t('popup.opening')} run={run} />;
}
