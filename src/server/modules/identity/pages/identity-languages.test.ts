/**
 * Through the real authorization flow: every identity page renders in each of the seven languages
 * (chosen on the switcher, then remembered by its cookie), with the header and switcher, and
 * hostile input comes back escaped, never as markup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  location,
  newAccount,
  registerAndGetTokens,
  startSignIn,
} from '../identity.test-support.ts';
import { RESET_CREDENTIALS } from '../password-reset/password-reset.test-support.ts';
import { translator } from './identity-i18n.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** React's escaping of text, to find a catalogue text in the page. */
function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function expectPage(html: string, lng: Language, heading: string): void {
  expect(html).toContain(`<html lang="${lng}"`);
  expect(html).toContain(`<h1>${escaped(heading)}</h1>`);
  // The header: the mark leading home, and the switcher offering all seven languages.
  expect(html).toContain(`aria-label="${escaped(translator(lng, 'site')('homeLink'))}"`);
  for (const option of LANGUAGES)
    expect(html).toMatch(new RegExp(`hrefLang="${option}"[^>]*lang="${option}"`));
  expect(html).toContain('aria-current="true"');
  // No key left untranslated, no placeholder left unfilled, no script.
  expect(html).not.toMatch(/\b(signIn|register|fields|broker|message|logout|reset|mail)\.[a-z]\w+/);
  expect(html).not.toContain('{{');
  expect(html).not.toContain('<script');
}

describe('each identity page in each language', () => {
  it.each(LANGUAGES)('%s: sign in, create account, reset, expired, sign out', async (lng) => {
    const text = translator(lng);
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());

    const signIn = await b.get(`${page}?kc_locale=${lng}`);
    expect(signIn.statusCode).toBe(200);
    expectPage(signIn.body, lng, text('signIn.heading'));
    expect(signIn.body).toContain(`>${escaped(text('fields.password'))}</label>`);

    // No parameter from here on: the switcher's cookie carries the language.
    const register = await b.get(`${page}/register`);
    expectPage(register.body, lng, text('register.heading'));
    const invalid = await b.post(`${page}/register`, { name: '', email: 'x', password: 'y' });
    expect(invalid.body).toContain(escaped(text('fields.emailInvalid')));
    expect(invalid.body).toContain(escaped(text('message.errorSummary')));

    const reset = await b.get(`${RESET_CREDENTIALS}?uid=${page.split('/').pop() ?? ''}`);
    expectPage(reset.body, lng, text('reset.requestHeading'));

    // A form sent for an interaction that is over (opened again, it leads to the app instead).
    const expired = await b.post('/realms/quadrant/login/unknown-uid', { email: 'a@b.co', password: 'x' });
    expect(expired.body).toContain(`<html lang="${lng}"`);
    expect(expired.body).toContain(`<h1>${escaped(text('message.expiredHeading'))}</h1>`);

    // oidc-provider's own pages: a refused request, and "signed out" (nobody was signed in).
    const refused = await b.get('/realms/quadrant/protocol/openid-connect/auth?client_id=nobody');
    expectPage(refused.body, lng, text('message.errorHeading'));
    const logout = await b.get('/realms/quadrant/protocol/openid-connect/logout?client_id=quadrant-web');
    expect(logout.statusCode).toBe(303);
    const signedOut = await b.get(location(logout));
    expectPage(signedOut.body, lng, text('logout.signedOutHeading'));
  });

  it('follows ui_locales and Accept-Language when nothing was chosen on the switcher', async () => {
    const b = browser(t.app);
    const de = await b.get(await startSignIn(b, authorizationRequest({ ui_locales: 'de' })), {
      'accept-language': 'ja',
    });
    expectPage(de.body, 'de', translator('de')('signIn.heading'));
    const ja = await browser(t.app).get(RESET_CREDENTIALS, { 'accept-language': 'ja, en;q=0.5' });
    expectPage(ja.body, 'ja', translator('ja')('reset.requestHeading'));
  });

  it('lets the switcher override what the app asked for, and remembers it on the realm only', async () => {
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest({ ui_locales: 'es' }));
    expect((await b.get(page)).body).toContain('<html lang="es"');
    const chosen = await b.get(`${page}?screen=sign-in&kc_locale=pt`);
    expect(chosen.headers['set-cookie']).toContain('KEYCLOAK_LOCALE=pt; Path=/realms/quadrant;');
    expect((await b.get(page)).body).toContain('<html lang="pt"');
  });
});

describe('hostile input', () => {
  const SCRIPT = '<script>alert(1)</script>';

  it('comes back escaped on the create-account and sign-in pages', async () => {
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest({ login_hint: `"><img src=x onerror=alert(1)>` }));
    const hinted = await b.get(page);
    expect(hinted.body).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(hinted.body).not.toContain('<img');

    const res = await b.post(`${page}/register`, {
      name: SCRIPT,
      email: `a${SCRIPT}@example.com`,
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.body).toContain('value="a&lt;script&gt;alert(1)&lt;/script&gt;@example.com"');
    const signIn = await b.post(page, { email: `"${SCRIPT}`, password: 'whatever it is' });
    expect(signIn.body).toContain('value="&quot;&lt;script&gt;alert(1)&lt;/script&gt;"');
    for (const html of [res.body, signIn.body]) expect(html).not.toContain('<script');
  });

  it('in the URL, reaches the switcher’s links escaped and changes no language', async () => {
    const res = await browser(t.app).get(
      `${RESET_CREDENTIALS}?kc_locale=${encodeURIComponent('"><script>')}&x=${encodeURIComponent(`"${SCRIPT}`)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).not.toContain('<script');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('in an account’s name, is shown as text once signed in through the real flow', async () => {
    const account = { ...newAccount(), name: `Eve ${SCRIPT}` };
    const { tokens } = await registerAndGetTokens(t.app, account);
    expect(tokens.access_token).toBeTruthy();
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const taken = await b.post(`${page}/register`, { ...account, password: 'another password' });
    expect(taken.body).toContain('value="Eve &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(taken.body).not.toContain('<script');
  });
});
