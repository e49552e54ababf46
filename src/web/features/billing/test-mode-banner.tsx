import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BILLING_NS } from './billing-i18n.ts';

/** Said on every payment screen while the embedded test-mode provider is the one in use. */
export function TestModeBanner() {
  const { t } = useTranslation(BILLING_NS);
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800 ring-1 ring-amber-200">
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('testMode')}
    </p>
  );
}
