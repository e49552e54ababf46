/**
 * A new personal API token: its name, its access (read, or read and write) and when it expires
 * (in 30 or 90 days, a year, never, or at the end of a chosen day in this device's time zone).
 * The limits (name length, the most tokens, a future date) are the server's; the form says them.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  MAX_API_TOKENS,
  type ApiTokenCreated,
  type ApiTokenScope,
} from '../../../../shared/contracts/api-tokens.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldGroup, inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCreateApiToken } from '../api-tokens-api.ts';
import { fieldMessage, formMessage } from '../profile-errors.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

const EXPIRIES = ['30', '90', '365', 'never', 'date'] as const;
type Expiry = (typeof EXPIRIES)[number];

const optionClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-900 hover:bg-slate-50 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600';

/** `YYYY-MM-DD` of this device's day `days` from today. */
function localDate(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The last instant of a local day, as the API takes it; null: never. */
function expiresAt(expiry: Expiry, date: string): string | null {
  if (expiry === 'never') return null;
  const day = expiry === 'date' ? date : localDate(Number(expiry));
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();
}

export function ApiTokenForm({ onCreated }: { onCreated: (token: ApiTokenCreated) => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [date, setDate] = useState('');
  const [tried, setTried] = useState(false);

  const nameMissing = tried && name.trim() === '';
  const dateMissing = tried && expiry === 'date' && !(date > localDate(0));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (name.trim() === '' || (expiry === 'date' && !(date > localDate(0)))) return;
    create.mutate(
      { name: name.trim(), scope, expiresAt: expiresAt(expiry, date) },
      {
        onSuccess: (token) => {
          setName('');
          setTried(false);
          onCreated(token);
        },
      },
    );
  }

  const nameError = nameMissing ? t('tokens.nameRequired') : fieldMessage(create.error, 'name', {});
  const dateError = dateMissing ? t('tokens.dateInvalid') : fieldMessage(create.error, 'expiresAt', {});
  const atLimit = create.error instanceof ApiError && create.error.details?.limit === 'apiTokens';
  const other = atLimit
    ? t('tokens.limit', { max: MAX_API_TOKENS })
    : formMessage(create.error, ['name', 'expiresAt']);
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('tokens.newTitle')}
    >
      <Field label={t('tokens.name')} hint={t('tokens.nameHint')} error={nameError}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <FieldGroup legend={t('tokens.access')}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {API_TOKEN_SCOPES.map((s) => (
            <label key={s} className={optionClass}>
              <input
                type="radio"
                name="api-token-scope"
                className="mt-0.5 size-4 accent-indigo-600 focus:outline-none"
                checked={scope === s}
                onChange={() => setScope(s)}
              />
              <span className="flex flex-col">
                <span className="font-medium">{t(`tokens.scope.${s}`)}</span>
                <span className="text-slate-600">{t(`tokens.scopeHint.${s}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={t('tokens.expiry')} className="sm:w-56">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={expiry}
              onChange={(e) => setExpiry(EXPIRIES.find((x) => x === e.target.value) ?? '90')}
            >
              {EXPIRIES.map((x) => (
                <option key={x} value={x}>
                  {t(`tokens.expiryChoice.${x}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {expiry === 'date' && (
          <Field label={t('tokens.date')} error={dateError} className="sm:w-56">
            {(control) => (
              <input
                {...control}
                type="date"
                className={inputClass}
                min={localDate(1)}
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
            )}
          </Field>
        )}
      </div>
      {other && (
        <p role="alert" className="text-sm text-red-700">
          {other}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('tokens.creating') : t('tokens.create')}
        </Button>
      </div>
    </form>
  );
}
