import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../features/admin/admin-i18n.ts';
import { SubscriptionsPage } from '../../../../features/admin/subscriptions-page.tsx';
import { DocumentTitle } from '../../../../lib/document-title.tsx';

export default function Route() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <DocumentTitle parts={[t('subscriptions.title'), t('shell.title')]} />
      <SubscriptionsPage />
    </>
  );
}
