/**
 * The password-reset pages: ask for the address, and choose a new password (the messages between
 * are MessagePage). Same rules as the sign-in pages: labelled fields with autocomplete hints, an
 * error summary with role=alert, everything escaped by React. Each form carries the page's
 * language and pending sign-in on to the next page.
 */
import { createElement as h } from 'react';
import { Layout } from '../pages/layout.ts';
import type { PageContext } from '../pages/page-context.ts';
import {
  ErrorSummary,
  Field,
  Hidden,
  PostForm,
  SubmitButton,
  SwitchLink,
  type FieldError,
} from '../pages/parts.ts';
import type { ResetContext } from './password-reset.ts';

function ContextFields({ context }: { context: ResetContext }) {
  return [
    h(Hidden, { key: 'lng', name: 'kc_locale', value: context.lng }),
    context.uid ? h(Hidden, { key: 'uid', name: 'uid', value: context.uid }) : null,
  ];
}

export interface ResetRequestView {
  action: string;
  context: ResetContext;
  email: string;
  emailError: string | undefined;
  signInUrl: string;
}

export function ResetRequestPage({ page, view }: { page: PageContext; view: ResetRequestView }) {
  const { t } = page;
  const errors: FieldError[] = view.emailError ? [{ field: 'email', message: view.emailError }] : [];
  return h(
    Layout,
    { page, title: t('reset.requestHeading') },
    h('h1', null, t('reset.requestHeading')),
    h('p', null, t('reset.requestIntro')),
    h(ErrorSummary, { page, errors }),
    h(
      PostForm,
      { action: view.action },
      h(ContextFields, { context: view.context }),
      h(Field, {
        id: 'email',
        label: t('fields.email'),
        type: 'email',
        autoComplete: 'email',
        value: view.email,
        error: view.emailError,
        maxLength: 254,
        autoFocus: true,
      }),
      h(SubmitButton, { label: t('reset.requestButton') }),
    ),
    h(SwitchLink, { href: view.signInUrl, label: t('reset.backToSignIn') }),
  );
}

export interface NewPasswordView {
  action: string;
  context: ResetContext;
  token: string;
  email: string;
  errors: FieldError[];
}

export function NewPasswordPage({ page, view }: { page: PageContext; view: NewPasswordView }) {
  const { t } = page;
  const errorFor = (f: string) => view.errors.find((e) => e.field === f)?.message;
  const first = view.errors[0]?.field ?? 'password';
  return h(
    Layout,
    { page, title: t('reset.newPasswordHeading'), referrer: 'no-referrer' },
    h('h1', null, t('reset.newPasswordHeading')),
    h('p', null, t('reset.newPasswordFor', { email: view.email })),
    h(ErrorSummary, { page, errors: view.errors }),
    h(
      PostForm,
      { action: view.action },
      h(Hidden, { name: 'token', value: view.token }),
      h(ContextFields, { context: view.context }),
      // For password managers: the account the new password belongs to.
      h('input', {
        type: 'email',
        name: 'username',
        autoComplete: 'username',
        defaultValue: view.email,
        hidden: true,
        readOnly: true,
      }),
      h(Field, {
        id: 'password',
        label: t('reset.newPassword'),
        type: 'password',
        autoComplete: 'new-password',
        hint: t('fields.passwordHint'),
        error: errorFor('password'),
        minLength: 8,
        maxLength: 200,
        autoFocus: first === 'password',
      }),
      h(Field, {
        id: 'password-confirm',
        label: t('reset.confirmPassword'),
        type: 'password',
        autoComplete: 'new-password',
        error: errorFor('password-confirm'),
        minLength: 8,
        maxLength: 200,
        autoFocus: first === 'password-confirm',
      }),
      h(SubmitButton, { label: t('reset.savePasswordButton') }),
    ),
  );
}
