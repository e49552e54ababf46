/**
 * The reason every admin action carries (spec §5), which the activity log keeps under the admin's
 * name: one field for every dialog that acts on a person, bounded as the server bounds it.
 */
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { ADMIN_NS } from './admin-i18n.ts';

/** The contract's bound (AdminReasonSchema). */
const MAX_REASON = 1000;

export function ReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Field label={t('manage.reason')} hint={t('manage.reasonHint')}>
      {(control) => (
        <textarea
          {...control}
          aria-required
          rows={3}
          maxLength={MAX_REASON}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}
