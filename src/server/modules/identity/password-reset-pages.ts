/**
 * The password-reset pages: ask for the address, "check your e-mail", choose a new password, done,
 * and "this link can't be used". Same rules as pages.ts (escape everything, no script, labelled
 * fields with autocomplete hints, an error summary with role=alert). Pages reached through a
 * mailed link send no Referer: their URL carries the token.
 */
import { errorSummary, escapeHtml, field, layout, type FieldError, type PageContext } from './pages.ts';
import type { ResetContext } from './password-reset.ts';

function contextFields(ctx: ResetContext): string {
  return [
    `<input type="hidden" name="kc_locale" value="${escapeHtml(ctx.lng)}">`,
    ctx.uid ? `<input type="hidden" name="uid" value="${escapeHtml(ctx.uid)}">` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export interface ResetRequestView {
  action: string;
  context: ResetContext;
  email: string;
  emailError: string | undefined;
  signInUrl: string;
}

export function resetRequestPage(page: PageContext, view: ResetRequestView): string {
  const { t } = page;
  const errors: FieldError[] = view.emailError ? [{ field: 'email', message: view.emailError }] : [];
  return layout(
    page,
    t.resetRequestHeading,
    `<h1>${escapeHtml(t.resetRequestHeading)}</h1>
<p>${escapeHtml(t.resetRequestIntro)}</p>
${errorSummary(page, errors)}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${contextFields(view.context)}
${field({ id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: view.email, error: view.emailError, maxLength: 254, autofocus: true })}
<button type="submit" class="primary">${escapeHtml(t.resetRequestButton)}</button>
</form>
<p class="switch"><a href="${escapeHtml(view.signInUrl)}">${escapeHtml(t.backToSignIn)}</a></p>`,
  );
}

export interface NewPasswordView {
  action: string;
  context: ResetContext;
  token: string;
  email: string;
  errors: FieldError[];
}

export function newPasswordPage(page: PageContext, view: NewPasswordView): string {
  const { t } = page;
  const errorFor = (f: string): string | undefined => view.errors.find((e) => e.field === f)?.message;
  const firstInvalid = view.errors[0]?.field ?? 'password';
  return layout(
    page,
    t.newPasswordHeading,
    `<h1>${escapeHtml(t.newPasswordHeading)}</h1>
<p>${escapeHtml(t.newPasswordFor.replace('{email}', () => view.email))}</p>
${errorSummary(page, view.errors)}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
${contextFields(view.context)}
<input type="email" name="username" autocomplete="username" value="${escapeHtml(view.email)}" hidden readonly>
${field({ id: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, error: errorFor('password'), minLength: 8, maxLength: 200, autofocus: firstInvalid === 'password' })}
${field({ id: 'password-confirm', label: t.confirmPassword, type: 'password', autocomplete: 'new-password', error: errorFor('password-confirm'), minLength: 8, maxLength: 200, autofocus: firstInvalid === 'password-confirm' })}
<button type="submit" class="primary">${escapeHtml(t.savePasswordButton)}</button>
</form>`,
    { referrer: 'no-referrer' },
  );
}

export interface ResetMessageView {
  heading: string;
  body: string;
  link: { href: string; label: string };
}

/** A message with one way on; never sends a Referer, since some of these URLs carry a token. */
export function resetMessagePage(page: PageContext, view: ResetMessageView): string {
  return layout(
    page,
    view.heading,
    `<h1>${escapeHtml(view.heading)}</h1>
<p>${escapeHtml(view.body)}</p>
<p class="actions"><a class="button primary" href="${escapeHtml(view.link.href)}">${escapeHtml(view.link.label)}</a></p>`,
    { referrer: 'no-referrer' },
  );
}
