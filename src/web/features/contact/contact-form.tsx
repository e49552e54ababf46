import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  sendContactMessage,
  type ContactMessage,
} from '../../../shared/contracts/contact.ts';
import type { Language } from '../../../shared/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import {
  CONTACT_FIELDS,
  validateContact,
  validateField,
  type ContactField,
  type ContactValues,
  type FieldError,
} from './contact-validation.ts';
import './contact-i18n.ts';

export interface ContactFormProps {
  lng: Language;
  /** Prefilled from the signed-in account on /app/support. */
  initial?: Partial<Pick<ContactValues, 'name' | 'email'>>;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[invalid=true]:border-red-600';

/** The contact form: inline validation, a hidden honeypot, and a success state naming the reply address. */
export function ContactForm({ lng, initial }: ContactFormProps) {
  const { t } = useTranslation('contact', { lng });
  const id = useId();
  const [values, setValues] = useState<ContactValues>({
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldError>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const send = useMutation({
    mutationFn: (body: ContactMessage) => api(sendContactMessage, { body }),
    meta: { silent: true },
  });

  function change(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // Once a field has shown an error, re-check it as the person types so the message clears.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validateField(field, value) ?? undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    send.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      language: lng,
      ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
    });
  }

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
          <CheckCircle2 aria-hidden className="size-5" />
          {t('success.title')}
        </h2>
        <p className="mt-2 text-emerald-900">{t('success.body', { email: values.email.trim() })}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setValues((v) => ({ ...v, subject: '', message: '' }));
            send.reset();
          }}
        >
          {t('success.another')}
        </Button>
      </div>
    );
  }

  function fieldProps(field: ContactField) {
    const error = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [error ? `${id}-${field}-error` : '', field === 'message' ? `${id}-message-hint` : '']
          .filter(Boolean)
          .join(' ') || undefined,
      onBlur: () => {
        if (values[field] !== '' || errors[field])
          setErrors((e) => ({ ...e, [field]: validateField(field, values[field]) ?? undefined }));
      },
      className: inputClass,
    };
  }

  function errorText(field: ContactField) {
    const error = errors[field];
    if (!error) return null;
    return (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {t(error.key, error.values)}
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-5"
      aria-describedby={send.isError ? `${id}-server-error` : undefined}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
            {t('fields.name')}
          </label>
          <input
            {...fieldProps('name')}
            ref={(el) => {
              fields.current.name = el;
            }}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name.max + 20}
            onChange={(e) => change('name', e.target.value)}
          />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
            {t('fields.email')}
          </label>
          <input
            {...fieldProps('email')}
            ref={(el) => {
              fields.current.email = el;
            }}
            type="email"
            autoComplete="email"
            inputMode="email"
            onChange={(e) => change('email', e.target.value)}
          />
          {errorText('email')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-slate-800">
          {t('fields.subject')}
        </label>
        <input
          {...fieldProps('subject')}
          ref={(el) => {
            fields.current.subject = el;
          }}
          type="text"
          maxLength={CONTACT_LIMITS.subject.max + 20}
          onChange={(e) => change('subject', e.target.value)}
        />
        {errorText('subject')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          {t('fields.message')}
        </label>
        <textarea
          {...fieldProps('message')}
          ref={(el) => {
            fields.current.message = el;
          }}
          rows={7}
          onChange={(e) => change('message', e.target.value)}
        />
        <p id={`${id}-message-hint`} className="mt-1 text-sm text-slate-600">
          {t('hints.message', {
            min: CONTACT_LIMITS.message.min,
            count: values.message.trim().length,
            max: CONTACT_LIMITS.message.max,
          })}
        </p>
        {errorText('message')}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never fill it, bots do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('fields.website')}</label>
        <input
          ref={honeypot}
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {send.isError && (
        <p
          id={`${id}-server-error`}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(send.error)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending || undefined}>
        {send.isPending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
