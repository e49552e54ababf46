// The "system browser" of the desktop test: registered as the default http(s) handler in the test's
// own XDG folders, so the shell's `xdg-open <sign-in URL>` opens it, as a person's desktop would
// open theirs. A WebKitGTK window that fills in the identity provider's sign-in form with the test
// account (QUADRANT_TEST_EMAIL, QUADRANT_TEST_PASSWORD) and, like a real browser on Linux, hands
// any link of another scheme (the app's custom scheme) to `xdg-open`, then closes. It reports what
// it sees as JSON lines on stdout.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=3.0';
import WebKit2 from 'gi://WebKit2?version=4.1';
import System from 'system';

function report(event, details = {}) {
  print(JSON.stringify({ source: 'browser', event, ...details }));
}

const email = GLib.getenv('QUADRANT_TEST_EMAIL') ?? '';
const password = GLib.getenv('QUADRANT_TEST_PASSWORD') ?? '';

// Runs in the provider's page: the e-mail and password fields, then the form's own submit.
const FILL_SIGN_IN = `(() => {
  const emailField = document.getElementById('email');
  const passwordField = document.getElementById('password');
  if (!emailField || !passwordField || !passwordField.form) return false;
  emailField.value = ${JSON.stringify(email)};
  passwordField.value = ${JSON.stringify(password)};
  passwordField.form.requestSubmit();
  return true;
})()`;

// What the page shows when it opens the app: its texts and the fallback link.
const READ_PAGE = `JSON.stringify({
  heading: document.querySelector('h1')?.textContent ?? null,
  status: document.querySelector('[role=status]')?.textContent ?? null,
  fallback: [...document.querySelectorAll('a')].filter((a) => a.textContent === 'click here').map((a) => a.getAttribute('href')),
})`;

function evaluate(view, script) {
  return new Promise((resolve) => {
    view.evaluate_javascript(script, -1, null, null, null, (v, res) => {
      try {
        resolve(v.evaluate_javascript_finish(res).to_string());
      } catch (error) {
        resolve(`error: ${error}`);
      }
    });
  });
}

async function handToSystem(app, view, uri) {
  report('external-scheme', { uri, page: JSON.parse(await evaluate(view, READ_PAGE)) });
  Gio.Subprocess.new(['xdg-open', uri], Gio.SubprocessFlags.NONE);
  GLib.timeout_add(GLib.PRIORITY_DEFAULT, 500, () => {
    app.quit();
    return GLib.SOURCE_REMOVE;
  });
}

function onLoaded(view) {
  const uri = view.get_uri() ?? '';
  report('loaded', { uri });
  if (/\/realms\/[^/]+\//.test(uri)) {
    void evaluate(view, FILL_SIGN_IN).then((filled) => report('sign-in-form', { filled: filled === 'true' }));
  }
}

const app = new Gtk.Application({
  application_id: 'app.quadrant.TestBrowser',
  flags: Gio.ApplicationFlags.HANDLES_OPEN,
});
app.connect('open', (_app, files) => {
  const view = new WebKit2.WebView();
  view.connect('load-changed', (v, event) => {
    if (event === WebKit2.LoadEvent.FINISHED) onLoaded(v);
  });
  view.connect('decide-policy', (v, decision, type) => {
    if (type !== WebKit2.PolicyDecisionType.NAVIGATION_ACTION) return false;
    const uri = decision.get_navigation_action().get_request().get_uri();
    if (/^(https?|about|data|blob):/.test(uri)) return false;
    decision.ignore();
    void handToSystem(app, v, uri);
    return true;
  });
  const window = new Gtk.ApplicationWindow({
    application: app,
    title: 'Browser',
    default_width: 1000,
    default_height: 700,
  });
  window.add(view);
  window.show_all();
  view.load_uri(files[0].get_uri());
});
app.run([System.programInvocationName, ...System.programArgs]);
