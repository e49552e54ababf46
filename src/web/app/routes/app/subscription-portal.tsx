import { useTranslation } from 'react-i18next';
import { BILLING_NS } from '../../../features/billing/billing-i18n.ts';
import { TestPortalPage } from '../../../features/billing/test-portal-page.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/** The test-mode provider's billing portal (TEST_MODE_PORTAL_PATH): says what the real one is. */
export default function Route() {
  const { t } = useTranslation(BILLING_NS);
  return (
    <>
      <DocumentTitle parts={[t('portal.title')]} />
      <TestPortalPage />
    </>
  );
}
