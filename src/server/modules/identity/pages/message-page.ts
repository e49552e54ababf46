/** Pages with one message and one way on (errors, "expired", "signed out"), and the sign-out question. */
import { createElement as h } from 'react';
import type { PageContext } from './page-context.ts';
import { Layout } from './layout.ts';
import { Hidden, PostForm, SubmitButton, SwitchLink } from './parts.ts';

export interface MessageView {
  heading: string;
  body: string;
  link: { href: string; label: string };
  /** A technical detail (a protocol error code), shown beneath for support. */
  code?: string | undefined;
  referrer?: 'no-referrer' | undefined;
}

export function MessagePage({ page, view }: { page: PageContext; view: MessageView }) {
  return h(
    Layout,
    { page, title: view.heading, referrer: view.referrer },
    h('h1', null, view.heading),
    h('p', null, view.body),
    view.code
      ? h('p', { className: 'code' }, `${page.t('message.errorCode')}: `, h('code', null, view.code))
      : null,
    h(
      'p',
      { className: 'actions' },
      h('a', { className: 'button primary', href: view.link.href }, view.link.label),
    ),
  );
}

export interface LogoutView {
  action: string;
  xsrf: string;
  stayUrl: string;
}

/** Shown only when a sign-out request cannot prove it comes from the signed-in person's app. */
export function LogoutPage({ page, view }: { page: PageContext; view: LogoutView }) {
  const { t } = page;
  return h(
    Layout,
    { page, title: t('logout.heading') },
    h('h1', null, t('logout.heading')),
    h('p', null, t('logout.body')),
    h(
      PostForm,
      { action: view.action },
      h(Hidden, { name: 'xsrf', value: view.xsrf }),
      h(SubmitButton, { label: t('logout.confirm'), name: 'logout', value: 'yes', autoFocus: true }),
    ),
    h(SwitchLink, { href: view.stayUrl, label: t('logout.cancel') }),
  );
}
