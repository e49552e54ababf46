/**
 * Name and e-mail. The name saves on its own; the e-mail changes only with the current password
 * (it is how the person signs in). With an external issuer both are managed there: shown, not edited.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../../shared/contracts/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { PROFILE_NS } from '../profile-i18n.ts';
import { CurrentPasswordField } from './current-password-field.tsx';
import { fieldMessage, formMessage } from '../profile-errors.ts';
import { useChangeEmail, useUpdateMe } from '../profile-api.ts';
import { SavedNote, SettingsSection } from './settings-section.tsx';

function NameForm({ me }: { me: Me }) {
  const { t } = useTranslation(PROFILE_NS);
  const [name, setName] = useState(me.name);
  const [missing, setMissing] = useState(false);
  const save = useUpdateMe();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') save.mutate({ name: trimmed });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2">
      <Field label={t('profile.name')} error={missing ? t('profile.nameRequired') : undefined}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={name}
            maxLength={100}
            autoComplete="name"
            onChange={(e) => {
              setName(e.target.value);
              save.reset();
            }}
          />
        )}
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        <SavedNote show={save.isSuccess}>{t('saved')}</SavedNote>
      </div>
    </form>
  );
}

function EmailForm({ me }: { me: Me }) {
  const { t } = useTranslation(PROFILE_NS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const change = useChangeEmail();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const ok = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    setInvalid(!ok);
    if (!ok) return;
    change.mutate(
      { email: value, currentPassword: password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
        },
      },
    );
  }

  const emailError = invalid
    ? t('profile.emailInvalid')
    : fieldMessage(change.error, 'email', { email_taken: t('profile.emailTaken') });
  const passwordError = fieldMessage(change.error, 'currentPassword', { wrong_password: t('wrongPassword') });
  const other = formMessage(change.error, ['email', 'currentPassword']);
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{t('profile.email')}: </span>
        <span className="break-all">{me.email}</span>
      </p>
      <p className="text-sm text-slate-600">{t('profile.emailHint')}</p>
      <Field label={t('profile.newEmail')} error={emailError}>
        {(control) => (
          <input
            {...control}
            type="email"
            className={inputClass}
            value={email}
            autoComplete="email"
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <CurrentPasswordField value={password} onChange={setPassword} error={passwordError} />
      {other && (
        <p role="alert" className="text-sm text-red-700">
          {other}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" disabled={change.isPending || !email || !password}>
          {change.isPending ? t('saving') : t('profile.changeEmail')}
        </Button>
        <SavedNote show={change.isSuccess}>{t('profile.emailChanged', { email: me.email })}</SavedNote>
      </div>
    </form>
  );
}

export function ProfileSection({ me }: { me: Me }) {
  const { t } = useTranslation(PROFILE_NS);
  if (me.signIn.managedBy === 'external')
    return (
      <SettingsSection title={t('profile.title')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-900">{t('profile.name')}</dt>
          <dd className="text-slate-700">{me.name}</dd>
          <dt className="font-medium text-slate-900">{t('profile.email')}</dt>
          <dd className="break-all text-slate-700">{me.email}</dd>
        </dl>
        <p className="text-sm text-slate-600">
          {t('profile.managedElsewhere', { issuer: me.signIn.issuer })}
        </p>
      </SettingsSection>
    );
  return (
    <SettingsSection title={t('profile.title')}>
      <NameForm me={me} />
      {me.signIn.methods.includes('password') && <EmailForm me={me} />}
    </SettingsSection>
  );
}
