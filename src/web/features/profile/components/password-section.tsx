/**
 * Changing the password (embedded provider only). The server ends every session and refresh
 * token of the account, this browser's too, so on success the page signs out: the person signs
 * in again with the new password (`onChanged`).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../../shared/contracts/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { PROFILE_NS } from '../profile-i18n.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { fieldMessage, formMessage } from '../profile-errors.ts';
import { useChangePassword } from '../profile-api.ts';
import { SettingsSection } from './settings-section.tsx';

export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const change = useChangePassword();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const short = next.length < PASSWORD_MIN;
    setTooShort(short);
    if (short) return;
    change.mutate({ currentPassword: current, newPassword: next }, { onSuccess: onChanged });
  }

  const currentError = fieldMessage(change.error, 'currentPassword', { wrong_password: t('wrongPassword') });
  const other = formMessage(change.error, ['currentPassword']);
  return (
    <SettingsSection title={t('password.title')} description={t('password.hint')}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3">
        <CurrentPasswordField value={current} onChange={setCurrent} error={currentError} />
        <Field
          label={t('password.new')}
          hint={t('password.newHint', { min: PASSWORD_MIN })}
          error={tooShort ? t('password.tooShort', { min: PASSWORD_MIN }) : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              className={inputClass}
              value={next}
              autoComplete="new-password"
              onChange={(e) => setNext(e.target.value)}
            />
          )}
        </Field>
        {other && (
          <p role="alert" className="text-sm text-red-700">
            {other}
          </p>
        )}
        <div>
          <Button type="submit" variant="secondary" disabled={change.isPending || !current || !next}>
            {change.isPending ? t('password.changing') : t('password.change')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
