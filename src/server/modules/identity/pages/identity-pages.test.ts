import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  authorizationRequest,
  browser,
  followToCallback,
  location,
  newAccount,
  pathOf,
  registerAndGetTokens,
  startSignIn,
} from '../identity.test-support.ts';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ RATE_LIMIT_SIGNIN_PER_MINUTE: '5' });
});

afterEach(async () => {
  await t.close();
});

describe('sign-in page', () => {
  it('has labelled fields with autocomplete hints, a language and the stylesheet', async () => {
    const b = browser(t.app);
    const page = await b.get(await startSignIn(b, authorizationRequest()));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<h1>Sign in to Quadrant</h1>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/id="email"[^>]*autoComplete="username"/);
    expect(html).toMatch(/id="password"[^>]*autoComplete="current-password"/);
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('>Create an account</a>');
    expect(html).not.toContain('<script');

    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const css = await t.app.inject({ method: 'GET', url: href });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain(':focus-visible');
  });

  it('follows the theme chosen in the app (its cookie), else the system', async () => {
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const withTheme = (value: string) => ({
      cookie: `${b.jar.header().cookie ?? ''}; quadrant_theme=${value}`,
    });
    const dark = await b.get(page, withTheme('dark'));
    expect(dark.body).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(dark.body).toContain('<meta name="color-scheme" content="dark"/>');
    const light = await b.get(`${page}/register`, withTheme('light'));
    expect(light.body).toContain('data-theme="light"');
    expect(light.body).toContain('<meta name="color-scheme" content="light"/>');
    for (const system of [await b.get(page), await b.get(page, withTheme('purple'))]) {
      expect(system.body).not.toContain('data-theme');
      expect(system.body).toContain('<meta name="color-scheme" content="light dark"/>');
    }
    // The page with no interaction (an error, a reset) follows it as well.
    const reset = await b.get('/realms/quadrant/login-actions/reset-credentials', withTheme('dark'));
    expect(reset.body).toContain('data-theme="dark"');
  });

  it('gives a new account the theme chosen in the app before it existed', async () => {
    const themeOf = async (email: string) =>
      (
        await t.app.ctx.database.db
          .selectFrom('users')
          .select('theme')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).theme;
    for (const [cookie, stored] of [
      ['quadrant_theme=dark', 'dark'],
      ['', null],
    ] as const) {
      const b = browser(t.app);
      const page = await startSignIn(b, authorizationRequest());
      const account = newAccount();
      const res = await t.app.inject({
        method: 'POST',
        url: pathOf(`${page}/register`),
        headers: {
          host: 'localhost:3000',
          cookie: [b.jar.header().cookie, cookie].filter(Boolean).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ ...account }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(await themeOf(account.email)).toBe(stored);
    }
  });

  it('speaks the language of ui_locales, else Accept-Language', async () => {
    const b = browser(t.app);
    const fr = await b.get(await startSignIn(b, authorizationRequest({ ui_locales: 'fr-CA en' })));
    expect(fr.body).toContain('<html lang="fr"');
    expect(fr.body).toContain('Connectez-vous à Quadrant');

    const ja = await b.get(await startSignIn(b, authorizationRequest()), {
      'accept-language': 'xx, ja;q=0.9, en;q=0.5',
    });
    expect(ja.body).toContain('<html lang="ja"');
    expect(ja.body).toContain('Quadrant にサインイン');
  });

  it('explains that a social sign-in asked for by kc_idp_hint is not set up', async () => {
    const b = browser(t.app);
    const page = await b.get(await startSignIn(b, authorizationRequest({ kc_idp_hint: 'google' })));
    expect(page.body).toContain(
      'Sign-in with Google isn&#x27;t set up on this server. Use your e-mail and password instead.',
    );
    expect(page.body).toContain('<h1>Sign in to Quadrant</h1>');
    const es = await b.get(
      await startSignIn(b, authorizationRequest({ kc_idp_hint: 'apple', ui_locales: 'es' })),
    );
    expect(es.body).toContain('El inicio de sesión con Apple no está configurado en este servidor.');
  });

  it('says the page expired when a form is sent for an interaction that is over', async () => {
    const res = await browser(t.app).post('/realms/quadrant/login/unknown-uid', {
      email: 'a@b.co',
      password: 'whatever it is',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in page has expired');
  });

  it('leads Back to the create-account page, right after signing up, on to the app, not to "expired"', async () => {
    const b = browser(t.app);
    const req = authorizationRequest();
    const page = await startSignIn(b, req);
    const register = await b.get(`${page}/register`);
    expect(register.statusCode).toBe(200);
    await followToCallback(b, await b.post(`${page}/register`, { ...newAccount() }), req.state);
    // The person presses Back: the pages of that sign-up, opened again.
    for (const again of [`${page}/register`, page]) {
      const back = await b.get(again);
      expect(back.statusCode, again).toBe(303);
      expect(back.headers['cache-control']).toBe('no-store');
      expect(back.body).not.toContain('expired');
    }
    expect(location(await b.get(`${page}/register`))).toBe(
      'http://localhost:3000/auth/login?action=register',
    );
    expect(location(await b.get(page))).toBe('http://localhost:3000/auth/login');
    // An address that never was an interaction of this browser leads there too.
    expect(location(await browser(t.app).get('/realms/quadrant/login/unknown-uid'))).toBe(
      'http://localhost:3000/auth/login',
    );
  });

  it('limits sign-in attempts per address', async () => {
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await b.post(page, { email: 'a@b.co', password: 'wrong password' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await b.post(page, { email: 'a@b.co', password: 'wrong password' });
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many attempts');
  });
});

describe('create-account page', () => {
  it('is where the registrations endpoint lands', async () => {
    const b = browser(t.app);
    const page = await b.get(await startSignIn(b, authorizationRequest({}, 'registrations')));
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<h1>Create your Quadrant account</h1>');
    expect(html).toContain('<label for="name">Name</label>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/id="password"[^>]*autoComplete="new-password"/);
    expect(html).toContain('>Create account</button>');
    expect(html).toContain('>Already have an account? Sign in</a>');
  });

  it('registers through the registrations endpoint and signs in, even with a session already', async () => {
    const account = newAccount();
    const { browser: b } = await registerAndGetTokens(t.app, account);
    const req = authorizationRequest({}, 'registrations');
    const page = await startSignIn(b, req);
    expect((await b.get(page)).body).toContain('Create your Quadrant account');
    const signIn = await b.get(`${page}?screen=sign-in`);
    expect(signIn.body).toContain('Sign in to Quadrant');
    const code = await followToCallback(
      b,
      await b.post(page, { email: account.email, password: account.password }),
      req.state,
    );
    expect(code).not.toBe('');
  });

  it('explains each invalid field and keeps what was typed, escaped', async () => {
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const res = await b.post(`${page}/register`, {
      name: '<script>x</script>',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Enter a valid e-mail address');
    expect(res.body).toContain('Use between 8 and 200 characters for your password.');
    expect(res.body).not.toContain('Enter your name');
    expect(res.body).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toMatch(/id="email"[^>]*aria-invalid="true"/);
  });

  it('refuses an e-mail that already has an account, with a link to sign in', async () => {
    const account = newAccount();
    await registerAndGetTokens(t.app, account);
    const b = browser(t.app);
    const page = await startSignIn(b, authorizationRequest());
    const res = await b.post(`${page}/register`, { ...account, email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('An account with this e-mail already exists.');
    expect(res.body).toContain(`href="${page}?screen=sign-in"`);
    const users = await t.app.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .execute();
    expect(users).toHaveLength(1);
  });
});

describe('sign-out', () => {
  it('ends the session and redirects to post_logout_redirect_uri when id_token_hint is valid', async () => {
    const { tokens, browser: b } = await registerAndGetTokens(t.app, newAccount());
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      client_id: 'quadrant-web',
      post_logout_redirect_uri: 'http://localhost:3000/auth/login',
      state: 'bye',
    });
    const res = await b.get(`/realms/quadrant/protocol/openid-connect/logout?${params}`);
    expect(res.statusCode).toBe(303);
    expect(location(res)).toBe('http://localhost:3000/auth/login?state=bye');
    expect(b.jar.names()).not.toContain('_session');

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/realms/quadrant/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'quadrant-web',
        refresh_token: tokens.refresh_token ?? '',
      }).toString(),
    });
    expect(refresh.statusCode).toBe(400);

    const next = await b.get(await startSignIn(b, authorizationRequest()));
    expect(next.body).toContain('Sign in to Quadrant');
    const actions = await t.app.ctx.database.db.selectFrom('activityLog').select('action').execute();
    expect(actions.map((a) => a.action)).toContain('user.logout');
  });

  it('asks for confirmation, without script, when there is no hint', async () => {
    const { browser: b } = await registerAndGetTokens(t.app, newAccount());
    const res = await b.get('/realms/quadrant/protocol/openid-connect/logout?client_id=quadrant-web');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sign out of Quadrant?');
    expect(res.body).not.toContain('<script');
    const action = /<form [^>]*action="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const confirmed = await b.post(action, { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    const done = await b.get(pathOf(location(confirmed)));
    expect(done.body).toContain('You have been signed out');
  });

  it('redirects at once when nobody is signed in', async () => {
    const res = await browser(t.app).get(
      `/realms/quadrant/protocol/openid-connect/logout?client_id=quadrant-web&post_logout_redirect_uri=${encodeURIComponent('http://localhost:3000/')}`,
    );
    expect(res.statusCode).toBe(303);
    expect(location(res)).toBe('http://localhost:3000/');
    expect(res.body).not.toContain('<script');
  });
});
