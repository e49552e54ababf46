/** The sign-in and create-account pages of a pending authorization. */
import { createElement as h } from 'react';
import type { PageContext } from './page-context.ts';
import { Layout } from './layout.ts';
import { ErrorSummary, Field, Notice, PostForm, SubmitButton, SwitchLink, type FieldError } from './parts.ts';

export interface SignInView {
  action: string;
  registerUrl: string;
  forgotPasswordUrl: string;
  email: string;
  invalidCredentials: boolean;
  /** Set: this account had too many failed sign-ins; seconds until it may try again. */
  throttledSeconds?: number | undefined;
  notice: string | undefined;
}

function signInErrors(page: PageContext, view: SignInView): FieldError[] {
  if (view.throttledSeconds)
    return [{ field: 'email', message: page.t('signIn.throttled', { seconds: view.throttledSeconds }) }];
  return view.invalidCredentials ? [{ field: 'email', message: page.t('signIn.invalidCredentials') }] : [];
}

export function SignInPage({ page, view }: { page: PageContext; view: SignInView }) {
  const { t } = page;
  const emailFirst = !view.email || view.invalidCredentials;
  return h(
    Layout,
    { page, title: t('signIn.heading') },
    h('h1', null, t('signIn.heading')),
    h(Notice, { text: view.notice }),
    h(ErrorSummary, { page, errors: signInErrors(page, view) }),
    h(
      PostForm,
      { action: view.action },
      h(Field, {
        id: 'email',
        label: t('fields.email'),
        type: 'email',
        autoComplete: 'username',
        value: view.email,
        maxLength: 254,
        autoFocus: emailFirst,
      }),
      h(Field, {
        id: 'password',
        label: t('fields.password'),
        type: 'password',
        autoComplete: 'current-password',
        maxLength: 200,
        autoFocus: !emailFirst,
      }),
      h(SubmitButton, { label: t('signIn.button') }),
    ),
    h(SwitchLink, { href: view.forgotPasswordUrl, label: t('signIn.forgotPassword') }),
    h(SwitchLink, { href: view.registerUrl, label: t('signIn.toRegister') }),
  );
}

export interface RegisterView {
  action: string;
  signInUrl: string;
  values: { name: string; email: string };
  errors: FieldError[];
  emailTaken: boolean;
  notice: string | undefined;
}

export function RegisterPage({ page, view }: { page: PageContext; view: RegisterView }) {
  const { t } = page;
  const taken = view.emailTaken ? [{ field: 'email', message: t('register.emailTaken') }] : [];
  const errors = [...taken, ...view.errors];
  const errorFor = (f: string) => errors.find((e) => e.field === f)?.message;
  const first = errors[0]?.field ?? 'name';
  return h(
    Layout,
    { page, title: t('register.heading') },
    h('h1', null, t('register.heading')),
    h(Notice, { text: view.notice }),
    h(
      ErrorSummary,
      { page, errors },
      view.emailTaken ? h('p', null, h('a', { href: view.signInUrl }, t('register.emailTakenLink'))) : null,
    ),
    h(
      PostForm,
      { action: view.action },
      h(Field, {
        id: 'name',
        label: t('fields.name'),
        type: 'text',
        autoComplete: 'name',
        value: view.values.name,
        error: errorFor('name'),
        maxLength: 100,
        autoFocus: first === 'name',
      }),
      h(Field, {
        id: 'email',
        label: t('fields.email'),
        type: 'email',
        autoComplete: 'email',
        value: view.values.email,
        error: errorFor('email'),
        maxLength: 254,
        autoFocus: first === 'email',
      }),
      h(Field, {
        id: 'password',
        label: t('fields.password'),
        type: 'password',
        autoComplete: 'new-password',
        hint: t('fields.passwordHint'),
        error: errorFor('password'),
        minLength: 8,
        maxLength: 200,
        autoFocus: first === 'password',
      }),
      h(SubmitButton, { label: t('register.createButton') }),
    ),
    h(SwitchLink, { href: view.signInUrl, label: t('register.toSignIn') }),
  );
}
