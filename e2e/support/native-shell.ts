/**
 * The iOS and Android apps in Chromium: the page runs Capacitor's REAL bridge (the `native-bridge.js`
 * that @capacitor/android injects into its web view), and this file plays the native side behind
 * it. Before the bridge, a double defines what the app's web view would: `window.androidBridge`
 * (Android) or `window.webkit.messageHandlers.bridge` (iOS) posting each plugin call here, and the
 * plugin headers the native plugins publish. Answers and events go back through the bridge's own
 * `Capacitor.fromNative(...)`. The native side is scripted: Preferences is a map, CapacitorHttp
 * makes the real request, Browser opens the identity provider in a browser context of its own
 * (the in-app browser) for the test to drive, App and PushNotifications raise the events a test
 * asks for. Every call is recorded.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const BRIDGE_JS = fs.readFileSync(
  require.resolve('@capacitor/android/capacitor/src/main/assets/native-bridge.js'),
  'utf8',
);

export type NativePlatform = 'ios' | 'android';

interface Call {
  callbackId: string;
  pluginId: string;
  methodName: string;
  options: Record<string, unknown>;
}

export interface HttpCall {
  url: string;
  method: string;
  form: URLSearchParams;
  status: number;
}

const promise = (...names: string[]) => names.map((name) => ({ name, rtype: 'promise' }));
const listeners = [
  { name: 'addListener', rtype: 'callback' },
  ...promise('removeListener', 'removeAllListeners'),
];

/** What the native plugins publish (Capacitor's JSExport `PluginHeaders`). */
const PLUGIN_HEADERS = [
  {
    name: 'App',
    methods: [...promise('getLaunchUrl', 'getState', 'getInfo', 'exitApp', 'minimizeApp'), ...listeners],
  },
  { name: 'Browser', methods: [...promise('open', 'close'), ...listeners] },
  {
    name: 'Preferences',
    methods: promise('get', 'set', 'remove', 'clear', 'keys', 'configure', 'migrate', 'removeOld'),
  },
  { name: 'CapacitorHttp', methods: promise('request', 'get', 'post', 'put', 'patch', 'delete') },
  {
    name: 'NativePurchases',
    methods: promise(
      'restorePurchases',
      'getPurchases',
      'getProducts',
      'purchaseProduct',
      'isBillingSupported',
    ),
  },
  {
    name: 'PushNotifications',
    methods: [
      ...promise(
        'register',
        'unregister',
        'checkPermissions',
        'requestPermissions',
        'getDeliveredNotifications',
      ),
      ...listeners,
    ],
  },
];

function shellDouble({ platform, headers }: { platform: NativePlatform; headers: unknown }): void {
  const w = window as unknown as Record<string, unknown> & {
    __nativeCall: (json: string, doc: string) => void;
  };
  // Which document is calling: a new document's listeners replace the last one's.
  const doc = crypto.randomUUID();
  w.Capacitor = { DEBUG: false, isLoggingEnabled: false, Plugins: {}, PluginHeaders: headers };
  w.WEBVIEW_SERVER_URL = window.location.origin;
  if (platform === 'android') {
    w.androidBridge = { postMessage: (json: string) => w.__nativeCall(json, doc) };
  } else {
    w.webkit = {
      messageHandlers: {
        bridge: { postMessage: (data: unknown) => w.__nativeCall(JSON.stringify(data), doc) },
      },
    };
    // The iOS bridge asks the native side synchronously (prompt) whether it patches cookies and fetch: no.
    window.prompt = () => 'false';
  }
}

type Handler = (options: Record<string, unknown>) => unknown;

export class NativeShell {
  readonly prefs = new Map<string, string>();
  readonly calls: Call[] = [];
  readonly http: HttpCall[] = [];
  readonly opened: URL[] = [];
  /** What the App Store sells (NativePurchases.getProducts); a purchase is cancelled in its sheet. */
  storeProducts: { identifier: string; priceString: string }[] = [];
  browserOpen = false;
  /** The in-app browser's page while it is open. */
  inAppPage: Page | null = null;
  /** What the in-app browser does once opened; default: nothing (the person looks at it). */
  onBrowserOpen: (url: URL, page: Page) => Promise<void> = async () => {};
  private readonly events = new Map<string, string[]>();
  private inAppContext: BrowserContext | null = null;
  private doc = '';

  readonly page: Page;
  readonly platform: NativePlatform;
  private readonly browser: Browser;

  constructor(page: Page, platform: NativePlatform, browser: Browser) {
    this.page = page;
    this.platform = platform;
    this.browser = browser;
  }

  /** Install on the page: call before its first navigation. */
  async install(): Promise<void> {
    await this.page.exposeFunction('__nativeCall', (json: string, doc: string) => this.receive(json, doc));
    await this.page.addInitScript(shellDouble, { platform: this.platform, headers: PLUGIN_HEADERS });
    await this.page.addInitScript({ content: BRIDGE_JS });
  }

  /** Raise a plugin event (e.g. App `appUrlOpen`) to the page's listeners. */
  async emit(pluginId: string, eventName: string, data: unknown): Promise<number> {
    const ids = this.events.get(`${pluginId}:${eventName}`) ?? [];
    for (const callbackId of ids)
      await this.answer({ callbackId, pluginId, methodName: 'addListener', success: true, data, save: true });
    return ids.length;
  }

  listening(pluginId: string, eventName: string): boolean {
    return (this.events.get(`${pluginId}:${eventName}`) ?? []).length > 0;
  }

  count(pluginId: string, methodName: string): number {
    return this.calls.filter((c) => c.pluginId === pluginId && c.methodName === methodName).length;
  }

  async closeBrowser(): Promise<void> {
    if (!this.browserOpen) return;
    this.browserOpen = false;
    const context = this.inAppContext;
    this.inAppContext = null;
    this.inAppPage = null;
    await context?.close();
    await this.emit('Browser', 'browserFinished', {});
  }

  private async answer(result: Record<string, unknown>): Promise<void> {
    await this.page
      .evaluate(
        (r) => (window as unknown as { Capacitor: { fromNative(r: unknown): void } }).Capacitor.fromNative(r),
        result,
      )
      .catch(() => undefined); // The page may be navigating away; its calls go with it.
  }

  private async receive(json: string, doc: string): Promise<void> {
    const call = JSON.parse(json) as Call;
    // A new document registers its listeners afresh.
    if (doc !== this.doc) this.events.clear();
    this.doc = doc;
    this.calls.push(call);
    if (call.methodName === 'addListener') {
      const key = `${call.pluginId}:${String(call.options.eventName)}`;
      this.events.set(key, [...(this.events.get(key) ?? []), call.callbackId]);
      return;
    }
    const handler = this.handlers()[`${call.pluginId}.${call.methodName}`];
    const base = { callbackId: call.callbackId, pluginId: call.pluginId, methodName: call.methodName };
    try {
      const data = handler ? await handler(call.options) : undefined;
      if (!handler)
        throw new Error(`${call.pluginId}.${call.methodName} is not implemented by the test's native side`);
      await this.answer({ ...base, success: true, data: data ?? {} });
    } catch (err) {
      await this.answer({ ...base, success: false, error: { message: (err as Error).message } });
    }
  }

  private handlers(): Record<string, Handler> {
    const key = (o: Record<string, unknown>) => String(o.key);
    return {
      'Preferences.get': (o) => ({ value: this.prefs.get(key(o)) ?? null }),
      'Preferences.set': (o) => void this.prefs.set(key(o), String(o.value)),
      'Preferences.remove': (o) => void this.prefs.delete(key(o)),
      'Preferences.keys': () => ({ keys: [...this.prefs.keys()] }),
      'Preferences.clear': () => this.prefs.clear(),
      'App.getLaunchUrl': () => ({}),
      'App.getState': () => ({ isActive: true }),
      'App.removeListener': () => ({}),
      'Browser.removeListener': () => ({}),
      'PushNotifications.removeListener': () => ({}),
      'Browser.open': (o) => this.openBrowser(String(o.url)),
      'Browser.close': () => this.closeBrowser(),
      'CapacitorHttp.request': (o) => this.request(o),
      'PushNotifications.checkPermissions': () => ({ receive: 'granted' }),
      'PushNotifications.requestPermissions': () => ({ receive: 'granted' }),
      'PushNotifications.register': () => {
        const token = this.platform === 'ios' ? 'ab'.repeat(32) : `fcm-token:${'x'.repeat(40)}`;
        setTimeout(() => void this.emit('PushNotifications', 'registration', { value: token }), 0);
      },
      'PushNotifications.unregister': () => ({}),
      'NativePurchases.restorePurchases': () => ({}),
      'NativePurchases.getPurchases': () => ({ purchases: [] }),
      'NativePurchases.getProducts': (o) => ({
        products: this.storeProducts.filter((p) => (o.productIdentifiers as string[]).includes(p.identifier)),
      }),
      'NativePurchases.purchaseProduct': () => {
        throw new Error('The user cancelled the purchase');
      },
    };
  }

  private async openBrowser(raw: string): Promise<void> {
    const url = new URL(raw);
    this.opened.push(url);
    this.browserOpen = true;
    this.inAppContext = await this.browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
    this.inAppPage = await this.inAppContext.newPage();
    const page = this.inAppPage;
    // A failure of the scripted browser shows as the test's own timeout on what it waited for.
    setTimeout(() => void this.onBrowserOpen(url, page).catch(() => undefined), 0);
  }

  /** CapacitorHttp.request: the real request, answered as the native layer does (JSON parsed). */
  private async request(o: Record<string, unknown>): Promise<unknown> {
    const method = typeof o.method === 'string' ? o.method : 'GET';
    const headers = (o.headers ?? {}) as Record<string, string>;
    const data = typeof o.data === 'string' ? o.data : undefined;
    const response = await this.page.request.fetch(String(o.url), { method, headers, data, maxRedirects: 0 });
    const text = await response.text();
    this.http.push({
      url: String(o.url),
      method,
      form: new URLSearchParams(data ?? ''),
      status: response.status(),
    });
    const json = (response.headers()['content-type'] ?? '').includes('json');
    return {
      status: response.status(),
      headers: response.headers(),
      url: response.url(),
      data: json ? JSON.parse(text) : text,
    };
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Where the identity provider sends the in-app browser back to the app: the `quadrant://…` its
 * redirects end at (Chromium, knowing no such app, would drop it; the operating system hands it to
 * the app). The provider's responses are followed here, hop by hop with the in-app browser's
 * cookies, since Chromium does not let a test see a redirect to a scheme it cannot open.
 */
export async function catchAppRedirect(page: Page): Promise<{ link: Promise<string> }> {
  let found: (link: string) => void = () => {};
  const link = new Promise<string>((resolve) => {
    found = resolve;
  });
  await page.route('**/realms/**', async (route) => {
    let response = await route.fetch({ maxRedirects: 0 });
    let location = response.headers()['location'];
    for (
      let hops = 0;
      location && !location.startsWith('quadrant://') && REDIRECTS.has(response.status());
      hops++
    ) {
      if (hops > 10) throw new Error('too many redirects');
      response = await page
        .context()
        .request.get(new URL(location, route.request().url()).href, { maxRedirects: 0 });
      location = response.headers()['location'];
    }
    if (!location?.startsWith('quadrant://')) return route.fulfill({ response });
    found(location);
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'Returning to the app' });
  });
  return { link };
}
