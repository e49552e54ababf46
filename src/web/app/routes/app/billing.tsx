import { useTranslation } from 'react-i18next';
import { BILLING_NS } from '../../../features/billing/billing-i18n.ts';
import { BillingPage } from '../../../features/billing/billing-page.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';

export default function Route() {
  const { t } = useTranslation(BILLING_NS);
  return (
    <>
      <DocumentTitle parts={[t('billingTitle')]} />
      <BillingPage />
    </>
  );
}
