import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { PROFILE_NS } from '../profile-i18n.ts';

/** "Current password": what every sign-in change (e-mail, password, deletion) asks for first. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <Field label={t('currentPassword')} error={error}>
      {(control) => (
        <input
          {...control}
          type="password"
          className={inputClass}
          value={value}
          autoComplete="current-password"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
