/**
 * The pieces the identity pages are made of. Rules: every field has a label and an autocomplete
 * hint, its hint and error are tied to it by aria-describedby, and the first field in error takes
 * the focus; errors are listed in a summary with role=alert whose entries link to their field.
 */
import { createElement as h, type ReactNode } from 'react';
import type { PageContext } from './page-context.ts';

export interface FieldError {
  field: string;
  message: string;
}

export interface FieldProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  minLength?: number;
  maxLength: number;
  autoFocus?: boolean;
}

export function Field(p: FieldProps) {
  const hintId = p.hint ? `${p.id}-hint` : undefined;
  const errorId = p.error ? `${p.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const email = p.type === 'email';
  return h(
    'div',
    { className: 'field' },
    h('label', { htmlFor: p.id }, p.label),
    p.hint ? h('p', { className: 'hint', id: hintId }, p.hint) : null,
    p.error ? h('p', { className: 'field-error', id: errorId }, p.error) : null,
    h('input', {
      id: p.id,
      name: p.id,
      type: p.type,
      autoComplete: p.autoComplete,
      required: true,
      maxLength: p.maxLength,
      minLength: p.minLength,
      spellCheck: email ? false : undefined,
      autoCapitalize: email ? 'none' : undefined,
      defaultValue: p.value || undefined,
      'aria-invalid': p.error ? true : undefined,
      'aria-describedby': describedBy,
      autoFocus: p.autoFocus || undefined,
    }),
  );
}

export function ErrorSummary({
  page,
  errors,
  children,
}: {
  page: PageContext;
  errors: FieldError[];
  children?: ReactNode;
}) {
  if (errors.length === 0 && !children) return null;
  return h(
    'div',
    { className: 'alert alert-error', role: 'alert', 'aria-labelledby': 'error-summary-title' },
    h('h2', { id: 'error-summary-title' }, page.t('message.errorSummary')),
    errors.length > 0
      ? h(
          'ul',
          null,
          errors.map((e) => h('li', { key: e.field }, h('a', { href: `#${e.field}` }, e.message))),
        )
      : null,
    children,
  );
}

export function Notice({ text }: { text: string | undefined }) {
  return text ? h('div', { className: 'alert alert-info', role: 'status' }, text) : null;
}

/** A form that posts back; `novalidate`: the server's messages are the ones shown. */
export function PostForm({ action, children }: { action: string; children?: ReactNode }) {
  return h('form', { method: 'post', action, noValidate: true }, children);
}

export function Hidden({ name, value }: { name: string; value: string }) {
  return h('input', { type: 'hidden', name, value });
}

export function SubmitButton(p: { label: string; name?: string; value?: string; autoFocus?: boolean }) {
  const { label, ...rest } = p;
  return h('button', { type: 'submit', className: 'primary', ...rest }, label);
}

/** A secondary way on, under the form ("Create an account", "Back to sign in"). */
export function SwitchLink({ href, label }: { href: string; label: string }) {
  return h('p', { className: 'switch' }, h('a', { href }, label));
}
