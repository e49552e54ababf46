/**
 * A local fake of the part of Stripe's API that Quadrant calls, on a real port, so tests run the
 * official SDK end to end with nothing leaving the machine: customers, Checkout Sessions,
 * subscriptions (retrieve, update), billing portal sessions and invoices. The test plays the
 * person on Stripe's hosted page (`pay`) and Stripe's clock (`setStatus`), and signs webhook
 * events with the SDK's own test signer.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

/** Stripe's form encoding (a[b][0][c]=v) back into objects. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let cur: Obj = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) cur[part] = value;
      else cur = (cur[part] ??= {}) as Obj;
    });
  }
  return out;
}

function trialUntil(sub: Obj, end: number): void {
  sub.trial_end = end;
  sub.status = 'trialing';
  const items = sub.items as { data: Obj[] };
  for (const item of items.data) item.current_period_end = end;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export interface FakeStripe {
  url: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Obj[];
  calls: string[];
  /** The person completes Stripe's hosted checkout: a subscription starts (trialing if asked). */
  pay(sessionId: string): Obj;
  setStatus(subscriptionId: string, patch: Obj): Obj;
  event(type: string, object: Obj): Obj;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices: Obj[] = [];
  const calls: string[] = [];

  function route(method: string, path: string, form: Obj): [number, unknown] {
    calls.push(`${method} ${path}`);
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const c = { id: id('cus'), object: 'customer', ...form };
      customers.set(c.id, c);
      return [200, c];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const s: Obj = {
        id: id('cs_test'),
        object: 'checkout.session',
        status: 'open',
        subscription: null,
        ...form,
      };
      s.url = `https://checkout.stripe.test/pay/${String(s.id)}`;
      sessions.set(String(s.id), s);
      return [200, s];
    }
    if ((m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path)) && method === 'GET') {
      const s = sessions.get(m[1] ?? '');
      return s
        ? [200, s]
        : [404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } }];
    }
    if ((m = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1] ?? '');
      if (!sub) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      if (method === 'POST' && 'cancel_at_period_end' in form)
        sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      // A trial set on a live subscription: nothing is due until it ends, as at Stripe.
      if (method === 'POST' && 'trial_end' in form) trialUntil(sub, Number(form.trial_end));
      if (method === 'POST' && form.metadata)
        sub.metadata = { ...(sub.metadata as Obj), ...(form.metadata as Obj) };
      if (method === 'DELETE') sub.status = 'canceled';
      return [200, sub];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions')
      return [
        200,
        {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/${String(form.customer)}`,
        },
      ];
    if (method === 'GET' && path === '/v1/invoices')
      return [200, { object: 'list', data: invoices, has_more: false, url: '/v1/invoices' }];
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const auth = req.headers.authorization ?? '';
      const [status, payload] = auth.startsWith('Bearer sk_test_')
        ? route(req.method ?? 'GET', url.pathname, parseForm(body))
        : [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    customers,
    sessions,
    subscriptions,
    invoices,
    calls,
    pay(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const data = (s.subscription_data ?? {}) as Obj;
      const lineItems = s.line_items as Record<string, Obj>;
      const price = String(lineItems['0']?.price);
      const trialDays = Number(data.trial_period_days ?? 0);
      const start = now();
      const end = start + (trialDays > 0 ? trialDays * 86_400 : 30 * 86_400);
      const sub: Obj = {
        id: id('sub'),
        object: 'subscription',
        customer: s.customer,
        status: trialDays > 0 ? 'trialing' : 'active',
        cancel_at_period_end: false,
        trial_end: trialDays > 0 ? end : null,
        metadata: data.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: { id: price },
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
      };
      subscriptions.set(String(sub.id), sub);
      s.status = 'complete';
      s.subscription = sub.id;
      invoices.unshift({
        id: id('in'),
        object: 'invoice',
        customer: s.customer,
        status: 'paid',
        created: start,
        period_start: start,
        period_end: end,
        amount_paid: trialDays > 0 ? 0 : 900,
        amount_due: 0,
        currency: 'usd',
        hosted_invoice_url: 'https://invoice.stripe.test/i/1',
        invoice_pdf: 'https://invoice.stripe.test/i/1.pdf',
        parent: { subscription_details: { subscription: sub.id } },
      });
      return sub;
    },
    setStatus(subscriptionId, patch) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(sub, patch);
      return sub;
    },
    event(type, object) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: now(),
        type,
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: null,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
