/**
 * The identity provider's HTML pages: sign in, create account, sign out, and plain messages.
 * Rules: every interpolated value goes through `escapeHtml`; no script at all (the CSP forbids
 * inline script and the pages need none); each page states its language; every field has a label
 * and an autocomplete hint; errors are listed in a summary with role=alert that links to the field.
 */
import type { Language } from '../../../shared/languages.ts';
import type { IdentityStrings } from './locales/en.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export interface PageContext {
  lng: Language;
  t: IdentityStrings;
  stylesheet: string;
}

const LOGO = `<svg class="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
<rect x="2" y="2" width="13" height="13" rx="3" fill="#ef4444"/><rect x="17" y="2" width="13" height="13" rx="3" fill="#6366f1"/>
<rect x="2" y="17" width="13" height="13" rx="3" fill="#f59e0b"/><rect x="17" y="17" width="13" height="13" rx="3" fill="#94a3b8"/></svg>`;

export interface LayoutOptions {
  /** `no-referrer` on pages whose URL carries a secret (a reset link's token). */
  referrer?: 'no-referrer';
}

export function layout(page: PageContext, title: string, body: string, options: LayoutOptions = {}): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(page.lng)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="${options.referrer ?? 'strict-origin-when-cross-origin'}">
<title>${escapeHtml(title)} · Quadrant</title>
<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">
</head>
<body>
<main class="card">
<p class="brand">${LOGO}<span>Quadrant</span></p>
${body}
</main>
</body>
</html>`;
}

export interface FieldError {
  field: string;
  message: string;
}

export function errorSummary(page: PageContext, errors: FieldError[], extra = ''): string {
  if (errors.length === 0 && extra === '') return '';
  const items = errors
    .map((e) => `<li><a href="#${escapeHtml(e.field)}">${escapeHtml(e.message)}</a></li>`)
    .join('');
  return `<div class="alert alert-error" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(page.t.errorSummary)}</h2>
${items ? `<ul>${items}</ul>` : ''}${extra}
</div>`;
}

export interface FieldOptions {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  hint?: string;
  minLength?: number;
  maxLength: number;
  autofocus?: boolean;
}

export function field(o: FieldOptions): string {
  const describedBy = [o.hint ? `${o.id}-hint` : '', o.error ? `${o.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attrs = [
    `id="${o.id}"`,
    `name="${o.id}"`,
    `type="${o.type}"`,
    `autocomplete="${o.autocomplete}"`,
    'required',
    `maxlength="${o.maxLength}"`,
    o.minLength ? `minlength="${o.minLength}"` : '',
    o.type === 'email' ? 'spellcheck="false" autocapitalize="none"' : '',
    o.value ? `value="${escapeHtml(o.value)}"` : '',
    o.error ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    o.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return [
    '<div class="field">',
    `<label for="${o.id}">${escapeHtml(o.label)}</label>`,
    o.hint ? `<p class="hint" id="${o.id}-hint">${escapeHtml(o.hint)}</p>` : '',
    o.error ? `<p class="field-error" id="${o.id}-error">${escapeHtml(o.error)}</p>` : '',
    `<input ${attrs.join(' ')}>`,
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
}

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

export function signInPage(page: PageContext, view: SignInView): string {
  const { t } = page;
  const summary = view.throttledSeconds
    ? errorSummary(page, [
        { field: 'email', message: t.signInThrottled.replace('{seconds}', String(view.throttledSeconds)) },
      ])
    : view.invalidCredentials
      ? errorSummary(page, [{ field: 'email', message: t.invalidCredentials }])
      : '';
  const notice = view.notice
    ? `<div class="alert alert-info" role="status">${escapeHtml(view.notice)}</div>`
    : '';
  return layout(
    page,
    t.signInHeading,
    `<h1>${escapeHtml(t.signInHeading)}</h1>
${notice}${summary}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'username', value: view.email, maxLength: 254, autofocus: !view.email || view.invalidCredentials })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'current-password', maxLength: 200, autofocus: Boolean(view.email) && !view.invalidCredentials })}
<button type="submit" class="primary">${escapeHtml(t.signInButton)}</button>
</form>
<p class="switch"><a href="${escapeHtml(view.forgotPasswordUrl)}">${escapeHtml(t.forgotPassword)}</a></p>
<p class="switch"><a href="${escapeHtml(view.registerUrl)}">${escapeHtml(t.toRegister)}</a></p>`,
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

export function registerPage(page: PageContext, view: RegisterView): string {
  const { t } = page;
  const errorFor = (f: string): string | undefined => view.errors.find((e) => e.field === f)?.message;
  const errors = view.emailTaken ? [{ field: 'email', message: t.emailTaken }, ...view.errors] : view.errors;
  const takenLink = view.emailTaken
    ? `<p><a href="${escapeHtml(view.signInUrl)}">${escapeHtml(t.emailTakenLink)}</a></p>`
    : '';
  const firstInvalid = errors[0]?.field ?? 'name';
  const notice = view.notice
    ? `<div class="alert alert-info" role="status">${escapeHtml(view.notice)}</div>`
    : '';
  return layout(
    page,
    t.registerHeading,
    `<h1>${escapeHtml(t.registerHeading)}</h1>
${notice}${errorSummary(page, errors, takenLink)}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${field({ id: 'name', label: t.name, type: 'text', autocomplete: 'name', value: view.values.name, error: errorFor('name'), maxLength: 100, autofocus: firstInvalid === 'name' })}
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: view.values.email, error: errorFor('email') ?? (view.emailTaken ? t.emailTaken : undefined), maxLength: 254, autofocus: firstInvalid === 'email' })}
${field({ id: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: errorFor('password'), minLength: 8, maxLength: 200, autofocus: firstInvalid === 'password' })}
<button type="submit" class="primary">${escapeHtml(t.createButton)}</button>
</form>
<p class="switch"><a href="${escapeHtml(view.signInUrl)}">${escapeHtml(t.toSignIn)}</a></p>`,
  );
}

export interface MessageView {
  heading: string;
  body: string;
  link: { href: string; label: string };
  code?: string | undefined;
}

export function messagePage(page: PageContext, view: MessageView): string {
  const code = view.code
    ? `<p class="code">${escapeHtml(page.t.errorCode)}: <code>${escapeHtml(view.code)}</code></p>`
    : '';
  return layout(
    page,
    view.heading,
    `<h1>${escapeHtml(view.heading)}</h1>
<p>${escapeHtml(view.body)}</p>
${code}
<p class="actions"><a class="button primary" href="${escapeHtml(view.link.href)}">${escapeHtml(view.link.label)}</a></p>`,
  );
}

export interface LogoutView {
  action: string;
  xsrf: string;
  stayUrl: string;
}

/** Shown only when a sign-out request cannot prove it comes from the signed-in person's app. */
export function logoutPage(page: PageContext, view: LogoutView): string {
  const { t } = page;
  return layout(
    page,
    t.logoutHeading,
    `<h1>${escapeHtml(t.logoutHeading)}</h1>
<p>${escapeHtml(t.logoutBody)}</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(view.xsrf)}">
<button type="submit" class="primary" name="logout" value="yes" autofocus>${escapeHtml(t.logoutConfirm)}</button>
</form>
<p class="switch"><a href="${escapeHtml(view.stayUrl)}">${escapeHtml(t.logoutCancel)}</a></p>`,
  );
}
