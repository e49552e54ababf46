/**
 * The danger zone. Deleting asks for the account's e-mail address typed out: a word the person
 * knows in any language, that names exactly this account (a wrong tab or a shared computer shows
 * whose account it is), and that no reflex types by accident. A password account also gives its
 * password. On success the caller signs the browser out and goes to /account-deleted.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../../shared/contracts/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { PROFILE_NS } from '../profile-i18n.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { fieldMessage, formMessage } from '../profile-errors.ts';
import { useDeleteAccount } from '../profile-api.ts';
import { SettingsSection } from './settings-section.tsx';

function matches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

function DeleteForm({ me, onDeleted, onCancel }: { me: Me; onDeleted: () => void; onCancel: () => void }) {
  const { t } = useTranslation([PROFILE_NS, 'common']);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const remove = useDeleteAccount();
  const needsPassword = me.signIn.methods.includes('password');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!matches(typed, me.email) || (needsPassword && !password)) return;
    remove.mutate(
      { confirmation: typed, ...(needsPassword ? { currentPassword: password } : {}) },
      { onSuccess: onDeleted },
    );
  }

  const confirmError =
    tried && !matches(typed, me.email)
      ? t('danger.confirmMismatch')
      : fieldMessage(remove.error, 'confirmation', { confirmation_mismatch: t('danger.confirmMismatch') });
  const passwordError = fieldMessage(remove.error, 'currentPassword', { wrong_password: t('wrongPassword') });
  const other = formMessage(remove.error, ['confirmation', 'currentPassword']);
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-3">
      <Field
        label={t('danger.confirmLabel')}
        hint={t('danger.confirmHint', { email: me.email })}
        error={confirmError}
      >
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            // The dialog opens on the one thing it asks for (Radix keeps a focused element).
            autoFocus
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
      </Field>
      {needsPassword && (
        <CurrentPasswordField value={password} onChange={setPassword} error={passwordError} />
      )}
      {other && (
        <p role="alert" className="text-sm text-red-700">
          {other}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={remove.isPending || !matches(typed, me.email)}>
          {remove.isPending ? t('danger.deleting') : t('danger.confirm')}
        </Button>
      </div>
    </form>
  );
}

export function DeleteAccountSection({ me, onDeleted }: { me: Me; onDeleted: () => void }) {
  const { t } = useTranslation([PROFILE_NS, 'common']);
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t('danger.title')} description={t('danger.intro')} tone="danger">
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('danger.delete')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('danger.dialogTitle')}
        description={t('danger.dialogBody')}
        closeLabel={t('common:actions.close')}
      >
        {open && <DeleteForm me={me} onDeleted={onDeleted} onCancel={() => setOpen(false)} />}
      </Dialog>
    </SettingsSection>
  );
}
