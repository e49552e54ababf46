import { useTranslation } from 'react-i18next';
import { BILLING_NS } from '../../../features/billing/billing-i18n.ts';
import { TestCheckoutPage } from '../../../features/billing/test-checkout-page.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';

export default function Route() {
  const { t } = useTranslation(BILLING_NS);
  return (
    <>
      <DocumentTitle parts={[t('checkout.title')]} />
      <TestCheckoutPage />
    </>
  );
}
