/** The ways this account signs in: only those that exist (no buttons for providers not set up). */
import { Building2, KeyRound, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../../shared/contracts/me.ts';
import { PROFILE_NS } from '../profile-i18n.ts';
import { SettingsSection } from './settings-section.tsx';

/** Brand names, the same in every language. */
const PROVIDER_NAMES = { google: 'Google', microsoft: 'Microsoft', apple: 'Apple' } as const;

export function SignInSection({ me }: { me: Me }) {
  const { t } = useTranslation(PROFILE_NS);
  const items =
    me.signIn.managedBy === 'external'
      ? [
          {
            icon: Building2,
            label: t('signIn.external'),
            detail: t('signIn.externalDetail', { issuer: me.signIn.issuer }),
          },
        ]
      : me.signIn.methods.map((method) =>
          method === 'password'
            ? {
                icon: KeyRound,
                label: t('signIn.password'),
                detail: t('signIn.passwordDetail', { email: me.email }),
              }
            : {
                icon: UserRound,
                label: PROVIDER_NAMES[method],
                detail: t('signIn.providerDetail', { provider: PROVIDER_NAMES[method] }),
              },
        );
  return (
    <SettingsSection title={t('signIn.title')} description={t('signIn.intro')}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('signIn.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map(({ icon: Icon, label, detail }) => (
            <li key={label} className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2">
              <Icon aria-hidden className="size-5 shrink-0 text-slate-600" />
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">{label}</p>
                <p className="truncate text-sm text-slate-600">{detail}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
