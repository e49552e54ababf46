/**
 * /app/profile: the person's account settings, in sections. What happens after a password
 * change or a deletion (signing this browser out) and what fills the Notifications section (the
 * reminders feature) are given by the route, so this feature reaches into no other.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NS } from './profile-i18n.ts';
import { meQuery } from './me-query.ts';
import { LanguageSection, ThemeSection } from './components/appearance-sections.tsx';
import { ApiTokensSection } from './components/api-tokens-section.tsx';
import { DataSection } from './components/data-section.tsx';
import { DeleteAccountSection } from './components/delete-account.tsx';
import { PasswordSection } from './components/password-section.tsx';
import { PrivacySection } from './components/privacy-section.tsx';
import { ProfileSection } from './components/profile-section.tsx';
import { NotificationsSection } from './components/settings-section.tsx';
import { SignInSection } from './components/sign-in-section.tsx';

export interface ProfilePageProps {
  /** The Notifications section's content (reminders' settings); the section is left out without it. */
  notifications?: ReactNode;
  privacyHref: string;
  onPasswordChanged: () => void;
  onAccountDeleted: () => void;
}

export function ProfilePage({
  notifications,
  privacyHref,
  onPasswordChanged,
  onAccountDeleted,
}: ProfilePageProps) {
  const { t } = useTranslation(PROFILE_NS);
  const me = useQuery(meQuery);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        {me.isPending && <p role="status">{t('loading')}</p>}
        {me.isError && <p role="alert">{t('loadFailed')}</p>}
        {me.data && (
          <>
            <ProfileSection me={me.data} />
            {me.data.signIn.methods.includes('password') && <PasswordSection onChanged={onPasswordChanged} />}
            <LanguageSection />
            <ThemeSection />
            {notifications && (
              <NotificationsSection title={t('notifications.title')}>{notifications}</NotificationsSection>
            )}
            <PrivacySection me={me.data} privacyHref={privacyHref} />
            <SignInSection me={me.data} />
            <ApiTokensSection />
            <DataSection />
            <DeleteAccountSection me={me.data} onDeleted={onAccountDeleted} />
          </>
        )}
      </div>
    </div>
  );
}
