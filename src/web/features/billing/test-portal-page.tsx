/**
 * The billing portal of the embedded test-mode provider (/app/subscription/portal): says what the
 * payment provider's portal is, and that test mode has none (no card, no billing details, nothing
 * to manage there). The invoices are their own page ("View invoices": /app/billing), and cancelling
 * or keeping Pro is on the plan's page; both are one link away.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { BILLING_NS } from './billing-i18n.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const linkClass = cn(
  'inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-medium coarse:min-h-11',
  focusRing,
);

export function TestPortalPage() {
  const { t } = useTranslation(BILLING_NS);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-8">
        <h1 className="text-2xl font-semibold text-slate-900">{t('portal.title')}</h1>
        <TestModeBanner />
        <section
          aria-labelledby="portal-what"
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-800"
        >
          <h2 id="portal-what" className="text-lg font-semibold text-slate-900">
            {t('portal.whatTitle')}
          </h2>
          <p>{t('portal.what')}</p>
          <p>{t('portal.testMode')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/app/billing" className={cn(linkClass, 'bg-indigo-600 text-white hover:bg-indigo-700')}>
              {t('actions.invoices')}
            </Link>
            <Link
              to="/app/subscription"
              className={cn(linkClass, 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50')}
            >
              {t('portal.back')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
