// The desktop app's stand-in for tests: what desktop/src (Tauri, Rust) does, on Debian's WebKitGTK
// (the engine Tauri uses on Linux), in GJS, so that the real web app can be signed in end to end in
// a real desktop window on a machine that cannot build Rust. Like the Tauri app it:
// - opens one window on the web app (QUADRANT_PUBLIC_URL + /app) and gives the page
//   `window.__TAURI_INTERNALS__.invoke`, answering the three commands of the shared contract
//   (src/shared/contracts/desktop.ts) for that origin only;
// - opens the identity provider in the system browser (`xdg-open`), with code + PKCE and the
//   redirect URI <PUBLIC_URL>/auth/desktop-callback;
// - is a single instance (Gtk.Application over D-Bus): a second launch with a custom-scheme link,
//   which is how the operating system opens it (`xdg-open quadrant-local://…`), hands the link to
//   the running window, which exchanges the code and brings the page to /auth/desktop-callback
//   with the outcome.
// Unlike it, tokens stay in memory (no credential store here). For the test it also reports what
// happens as JSON lines on stdout and takes orders on stdin (eval, screenshot, quit); it quits
// when stdin closes.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=3.0';
import WebKit2 from 'gi://WebKit2?version=4.1';
import {
  base64url,
  decodeJwtPayload,
  formBody,
  httpRequest,
  queryParams,
  randomBase64url,
  sha256,
} from './shell-lib.js';
import System from 'system';

const APP_ID = 'app.quadrant.DesktopTestShell';
const CALLBACK_PATH = '/auth/desktop-callback';
const OUTCOME_PARAM = 'desktop_outcome';
const IDP_HINTS = ['google', 'microsoft', 'apple'];
const REFRESH_MARGIN_MS = 300_000;
const SCOPE = 'openid profile email offline_access';

function report(event, details = {}) {
  print(JSON.stringify({ source: 'shell', event, ...details }));
}

// The page's side of Tauri's bridge: invoke(cmd, args) posts to the shell, which settles it.
const BRIDGE = `(() => {
  let next = 0;
  const waiting = new Map();
  window.__QUADRANT_SHELL__ = {
    settle(id, ok, value) {
      const call = waiting.get(id);
      waiting.delete(id);
      if (call) (ok ? call.resolve : call.reject)(value);
    },
  };
  window.__TAURI_INTERNALS__ = {
    invoke(cmd, args = {}) {
      return new Promise((resolve, reject) => {
        const id = ++next;
        waiting.set(id, { resolve, reject });
        window.webkit.messageHandlers.tauriIpc.postMessage(JSON.stringify({ id, cmd, args }));
      });
    },
    metadata: { currentWindow: { label: 'main' }, currentWebview: { windowLabel: 'main', label: 'main' } },
  };
})();`;

const state = { origin: '', provider: null, pending: null, tokens: null, webView: null, window: null };

async function provider() {
  if (state.provider) return state.provider;
  const config = JSON.parse((await httpRequest('GET', `${state.origin}/api/client-config`)).text);
  const issuer = config.issuer.replace(/\/$/, '');
  const discovery = JSON.parse((await httpRequest('GET', `${issuer}/.well-known/openid-configuration`)).text);
  state.provider = {
    clientId: config.clientId,
    auth: discovery.authorization_endpoint,
    token: discovery.token_endpoint,
  };
  return state.provider;
}

const callbackUrl = () => `${state.origin}${CALLBACK_PATH}`;

async function initiateOauthLogin({ idpHint = null }) {
  if (idpHint !== null && !IDP_HINTS.includes(idpHint))
    throw new Error(`unknown identity provider: ${idpHint}`);
  const p = await provider();
  const pending = { verifier: randomBase64url(72), state: randomBase64url(32), nonce: randomBase64url(32) };
  const params = {
    client_id: p.clientId,
    redirect_uri: callbackUrl(),
    response_type: 'code',
    scope: SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: base64url(sha256(pending.verifier)),
    code_challenge_method: 'S256',
    prompt: 'login',
    ...(idpHint ? { kc_idp_hint: idpHint } : {}),
  };
  state.pending = pending;
  const url = `${p.auth}?${formBody(params)}`;
  report('open-browser', { url });
  // As Tauri's opener does on Linux: the desktop's default browser, through xdg-open.
  Gio.Subprocess.new(['xdg-open', url], Gio.SubprocessFlags.NONE);
  return null;
}

function forPage(tokens) {
  return { accessToken: tokens.accessToken, idToken: tokens.idToken, expiresAt: tokens.expiresAt };
}

function storeTokens(response, previous) {
  const now = Date.now();
  state.tokens = {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
    idToken: response.id_token ?? previous?.idToken ?? null,
    expiresAt: now + (response.expires_in ?? 300) * 1000,
    receivedAt: now,
  };
}

async function getValidToken() {
  const tokens = state.tokens;
  if (!tokens) return null;
  const margin = Math.min(REFRESH_MARGIN_MS, (tokens.expiresAt - tokens.receivedAt) / 2);
  if (tokens.expiresAt - Date.now() >= margin || !tokens.refreshToken) return forPage(tokens);
  const p = await provider();
  const body = { grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: p.clientId };
  const response = await httpRequest('POST', p.token, formBody(body));
  if (response.status >= 500 || response.status === 429 || response.status === 0)
    throw new Error('unavailable');
  if (response.status !== 200) {
    state.tokens = null;
    return null;
  }
  storeTokens(JSON.parse(response.text), tokens);
  return forPage(state.tokens);
}

const COMMANDS = {
  initiate_oauth_login: initiateOauthLogin,
  clear_stored_tokens: async () => {
    state.tokens = null;
    state.pending = null;
    return null;
  },
  get_valid_token: getValidToken,
};

function settle(id, ok, value) {
  const script = `window.__QUADRANT_SHELL__.settle(${id}, ${ok}, ${JSON.stringify(value ?? null)})`;
  state.webView.evaluate_javascript(script, -1, null, null, null, null);
}

async function onInvoke(raw) {
  const { id, cmd, args } = JSON.parse(raw);
  report('invoke', { cmd, args });
  // The capability: only the web app's own pages may call the commands.
  const fromWebApp = (state.webView.get_uri() ?? '').startsWith(`${state.origin}/`);
  const command = COMMANDS[cmd];
  if (!fromWebApp || !command) return settle(id, false, `Command ${cmd} not allowed`);
  try {
    settle(id, true, await command(args ?? {}));
  } catch (error) {
    settle(id, false, String(error?.message ?? error));
  }
}

async function exchange(link) {
  const [path, query = ''] = link
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '/')
    .split('#')[0]
    .split('?');
  if (path !== CALLBACK_PATH) return 'failed';
  const params = queryParams(query);
  const pending = state.pending;
  if (!pending || params.state !== pending.state) return 'invalid_state';
  state.pending = null;
  if (params.error) return params.error === 'access_denied' ? 'cancelled' : 'failed';
  if (!params.code) return 'failed';
  const p = await provider();
  const body = {
    grant_type: 'authorization_code',
    code: params.code,
    client_id: p.clientId,
    redirect_uri: callbackUrl(),
    code_verifier: pending.verifier,
  };
  const response = await httpRequest('POST', p.token, formBody(body));
  if (response.status === 0 || response.status >= 500) return 'unavailable';
  if (response.status !== 200) return 'failed';
  const tokens = JSON.parse(response.text);
  if (decodeJwtPayload(tokens.id_token ?? '')?.nonce !== pending.nonce) return 'invalid_nonce';
  storeTokens(tokens, null);
  return 'signed-in';
}

async function onReturn(link) {
  report('deep-link', { link });
  let outcome;
  try {
    outcome = await exchange(link);
  } catch (error) {
    report('error', { message: String(error) });
    outcome = 'unavailable';
  }
  report('outcome', { outcome });
  state.webView.load_uri(`${callbackUrl()}?${OUTCOME_PARAM}=${outcome}`);
  state.window.present();
}

function createWindow(app) {
  const manager = new WebKit2.UserContentManager();
  manager.register_script_message_handler('tauriIpc');
  manager.connect('script-message-received::tauriIpc', (_manager, result) => {
    void onInvoke(result.get_js_value().to_string());
  });
  manager.add_script(
    new WebKit2.UserScript(
      BRIDGE,
      WebKit2.UserContentInjectedFrames.TOP_FRAME,
      WebKit2.UserScriptInjectionTime.START,
      null,
      null,
    ),
  );
  state.webView = new WebKit2.WebView({ user_content_manager: manager });
  state.webView.connect('notify::uri', (view) => report('uri', { uri: view.get_uri() }));
  state.window = new Gtk.ApplicationWindow({
    application: app,
    title: 'Quadrant',
    default_width: 1280,
    default_height: 800,
  });
  state.window.add(state.webView);
  state.window.show_all();
  state.webView.load_uri(`${state.origin}/app`);
}

function screenshot(path) {
  const proc = Gio.Subprocess.new(['import', '-window', 'root', path], Gio.SubprocessFlags.NONE);
  proc.wait_async(null, (p, res) => {
    p.wait_finish(res);
    report('screenshot', { path, ok: p.get_successful() });
  });
}

function onOrder(app, line) {
  const order = JSON.parse(line);
  if (order.do === 'eval') {
    state.webView.evaluate_javascript(order.script, -1, null, null, null, (view, res) => {
      try {
        report('eval', {
          id: order.id,
          value: JSON.parse(view.evaluate_javascript_finish(res).to_json(0) ?? 'null'),
        });
      } catch (error) {
        report('eval', { id: order.id, error: String(error) });
      }
    });
  } else if (order.do === 'screenshot') screenshot(order.path);
  else if (order.do === 'quit') app.quit();
}

function readOrders(app) {
  const stdin = new Gio.DataInputStream({ base_stream: new Gio.UnixInputStream({ fd: 0, close_fd: false }) });
  const next = () =>
    stdin.read_line_async(GLib.PRIORITY_DEFAULT, null, (stream, res) => {
      const [line] = stream.read_line_finish_utf8(res);
      if (line === null) return app.quit();
      if (line.trim()) onOrder(app, line);
      next();
    });
  next();
}

const app = new Gtk.Application({ application_id: APP_ID, flags: Gio.ApplicationFlags.HANDLES_OPEN });
// Only the first instance starts up; a second one hands its link over ('open') and exits.
app.connect('startup', () => {
  state.origin = (GLib.getenv('QUADRANT_PUBLIC_URL') ?? '').replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+$/.test(state.origin))
    throw new Error('Set QUADRANT_PUBLIC_URL to the web app origin');
  createWindow(app);
  readOrders(app);
  report('ready', { pid: new Gio.Credentials().get_unix_pid() });
});
app.connect('activate', () => state.window?.present());
app.connect('open', (_app, files) => {
  for (const file of files) void onReturn(file.get_uri());
});
app.run([System.programInvocationName, ...System.programArgs]);
