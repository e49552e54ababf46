import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { browserDataReady } from '../../../features/auth/browser-wipe.ts';
import { clearBrowserSession } from '../../../features/auth/sign-out.ts';
import { NotificationSettings } from '../../../features/reminders/notification-settings.tsx';
import { PROFILE_NS } from '../../../features/profile/profile-i18n.ts';
import { ProfilePage } from '../../../features/profile/profile-page.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { isLanguage } from '../../../lib/i18n.ts';
import { localizedPath } from '../../../lib/public-language.ts';

/**
 * /app/profile: account settings. A changed password has ended every session, this one's too:
 * sign out here. A deleted account: forget everything this browser holds about the person (the
 * provider's session is already gone), then the public goodbye page.
 */
export default function Profile() {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';

  function handleAccountDeleted() {
    queryClient.clear();
    clearBrowserSession();
    const goodbye = localizedPath('/account-deleted', lng);
    void browserDataReady().finally(() => window.location.replace(goodbye));
  }

  return (
    <>
      <DocumentTitle parts={[t('title')]} />
      <ProfilePage
        // Notifications: the reminders feature's own settings (its API and table), under the section's h2.
        notifications={<NotificationSettings headingLevel={3} />}
        privacyHref={localizedPath('/privacy', lng)}
        onPasswordChanged={() => void navigate('/auth/logout')}
        onAccountDeleted={handleAccountDeleted}
      />
    </>
  );
}
