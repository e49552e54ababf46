/**
 * What the subscription page says instead of payment buttons where a platform has its own rules
 * (spec §6, §8 'Not available on this platform'): inside Teams (or Outlook, or the Microsoft 365
 * app: the same tab, named by the host it runs in), visit the website to upgrade; on
 * Android the plan is shown read-only and managed on the website; in the iOS app Pro is bought
 * through the App Store, with "Restore purchases". And, for a plan the App Store bills, where to
 * manage it (cancel and reactivate happen there, never here).
 */
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClientPlatform } from '../../../shared/platform-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  APP_STORE_SUBSCRIPTIONS_URL,
  nativePurchases,
  websiteSubscriptionUrl,
} from '../../lib/client-platform.ts';
import { teamsHost, type TeamsHost } from '../../lib/teams-host.ts';
import { BILLING_NS } from './billing-i18n.ts';
import { AppStorePurchase } from './app-store-purchase.tsx';
import { useRestorePurchases } from './billing-api.ts';

/** The tab's host by its product name (not translated): the same tab runs in all three. */
const TEAMS_HOST_NAMES: Record<TeamsHost, string> = {
  teams: 'Teams',
  outlook: 'Outlook',
  microsoft365: 'Microsoft 365',
};

export const outlineLink =
  'inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function NewTabLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <a href={href} target="_blank" rel="noreferrer" className={`self-start ${outlineLink}`}>
      {children}
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only">{t('platform.newTab')}</span>
    </a>
  );
}

function RestorePurchases() {
  const { t } = useTranslation(BILLING_NS);
  const restore = useRestorePurchases();
  if (!nativePurchases()) return null;
  let message = '';
  if (restore.isPending) message = t('platform.restoring');
  else if (restore.isSuccess)
    message = restore.data > 0 ? t('platform.restored') : t('platform.nothingToRestore');
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => restore.mutate()}
        disabled={restore.isPending}
      >
        {t('platform.restore')}
      </Button>
      <p role="status" className="text-sm text-slate-700 empty:sr-only">
        {message}
      </p>
      {restore.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('platform.restoreFailed')}
        </p>
      )}
    </div>
  );
}

/** The platform's rule, or nothing on the web and the desktop app. */
export function PlatformNotice({ platform }: { platform: ClientPlatform }) {
  const { t } = useTranslation(BILLING_NS);
  if (platform === 'web' || platform === 'desktop') return null;
  return (
    <section
      aria-labelledby="platform-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="platform-heading" className="text-lg font-semibold text-slate-900">
        {platform === 'ios' ? t('platform.iosHeading') : t('platform.notAvailable')}
      </h2>
      <p className="text-sm text-slate-700">
        {platform === 'teams'
          ? t('platform.teams', { host: TEAMS_HOST_NAMES[teamsHost()] })
          : t(`platform.${platform}`)}
      </p>
      {platform === 'ios' ? (
        <>
          <AppStorePurchase />
          <RestorePurchases />
        </>
      ) : (
        <NewTabLink href={websiteSubscriptionUrl()}>
          {platform === 'android' ? t('platform.manageOnWebsite') : t('platform.visitWebsite')}
        </NewTabLink>
      )}
    </section>
  );
}

/** For a subscription the App Store bills: where to cancel or reactivate it. */
export function AppStoreManage() {
  const { t } = useTranslation(BILLING_NS);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t('platform.appStoreBody')}</p>
      <NewTabLink href={APP_STORE_SUBSCRIPTIONS_URL}>{t('platform.manageInAppStore')}</NewTabLink>
    </div>
  );
}
