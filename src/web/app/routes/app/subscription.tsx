import { useTranslation } from 'react-i18next';
import { BILLING_NS } from '../../../features/billing/billing-i18n.ts';
import { SubscriptionPage } from '../../../features/billing/subscription-page.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';

export default function Route() {
  const { t } = useTranslation(BILLING_NS);
  return (
    <>
      <DocumentTitle parts={[t('title')]} />
      <SubscriptionPage />
    </>
  );
}
