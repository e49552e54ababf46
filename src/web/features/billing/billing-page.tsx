/** /app/billing (spec §2): the current subscription, the invoice history, and where to get help. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '../../../shared/contracts/billing.ts';
import { BILLING_NS } from './billing-i18n.ts';
import { billingQuery, invoicesQuery } from './billing-api.ts';
import { formatDate, formatMoney, tierKey } from './format.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const card = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-5';
const linkClass =
  'font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function InvoiceRows({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation(BILLING_NS);
  const day = (s: number) => formatDate(s * 1000, i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('invoices.date')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('invoices.period')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('invoices.amount')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('invoices.status')}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('invoices.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {invoices.map((inv) => (
            <tr key={inv.id}>
              <td className="py-2 pr-3">{day(inv.created)}</td>
              <td className="py-2 pr-3">
                {day(inv.period_start)} – {day(inv.period_end)}
              </td>
              <td className="py-2 pr-3">{formatMoney(inv.amount, inv.currency, i18n.language)}</td>
              <td className="py-2 pr-3">{t(`invoices.${inv.status}`)}</td>
              <td className="py-2">
                {inv.hosted_invoice_url ? (
                  <a href={inv.hosted_invoice_url} target="_blank" rel="noreferrer" className={linkClass}>
                    {t('invoices.view')}
                  </a>
                ) : (
                  <span className="text-slate-600">{t('invoices.testInvoice')}</span>
                )}
                {inv.invoice_pdf && (
                  <a href={inv.invoice_pdf} target="_blank" rel="noreferrer" className={`ml-3 ${linkClass}`}>
                    {t('invoices.pdf')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BillingPage() {
  const { t, i18n } = useTranslation(BILLING_NS);
  const overview = useQuery(billingQuery);
  const invoices = useQuery(invoicesQuery);
  const s = overview.data?.subscription;
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('billingTitle')}</h1>
        {overview.data?.testMode && <TestModeBanner />}
        <section aria-labelledby="billing-plan" className={card}>
          <h2 id="billing-plan" className="text-lg font-semibold text-slate-900">
            {t('current.heading')}
          </h2>
          {overview.isError && (
            <p role="alert" className="text-red-700">
              {t('loadFailed')}
            </p>
          )}
          {overview.data && s && (
            <p className="text-slate-800">
              {t(`current.${tierKey(overview.data.entitlements.tier)}`)} · {t(`current.status.${s.status}`)}
              {s.currentPeriodEnd && (s.status === 'active' || s.status === 'trialing')
                ? ` · ${t(s.cancelAtPeriodEnd ? 'current.ends' : 'current.renews', { date: formatDate(s.currentPeriodEnd, i18n.language) })}`
                : ''}
            </p>
          )}
          <p>
            <Link to="/app/subscription" className={linkClass}>
              {t('title')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="billing-invoices" className={card}>
          <h2 id="billing-invoices" className="text-lg font-semibold text-slate-900">
            {t('invoices.heading')}
          </h2>
          {invoices.isPending && <p role="status">{t('loading')}</p>}
          {invoices.isError && (
            <p role="alert" className="text-red-700">
              {t('loadFailed')}
            </p>
          )}
          {invoices.data?.length === 0 && <p className="text-slate-700">{t('invoices.none')}</p>}
          {invoices.data && invoices.data.length > 0 && <InvoiceRows invoices={invoices.data} />}
        </section>
        <section aria-labelledby="billing-help" className={card}>
          <h2 id="billing-help" className="text-lg font-semibold text-slate-900">
            {t('help.heading')}
          </h2>
          <p className="text-slate-700">{t('help.body')}</p>
          <p>
            <Link to="/app/support" className={linkClass}>
              {t('help.contact')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
