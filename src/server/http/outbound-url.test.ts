/**
 * The outbound URL rule (issue 29, finding 2): which addresses and URLs are refused, that the
 * request connects to the address that was checked, and that it never follows a redirect.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  isPublicAddress,
  OutboundRefused,
  postOutbound,
  PUSH_SERVICE_HOSTS,
  resolveChecked,
  type Lookup,
  type OutboundRule,
} from './outbound-url.ts';

const PUSH: OutboundRule = { hosts: PUSH_SERVICE_HOSTS, testOrigins: [] };

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '142.250.74.10',
    '17.253.144.10',
    '2607:f8b0:4004:c1b::5f',
    '::ffff:8.8.8.8',
    '2a00:1450::1',
  ])('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('checkOutboundUrl with the push services', () => {
  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'ftp://fcm.googleapis.com/x',
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://0x7f.0.0.1/x',
    'https://0177.0.0.01/x',
    'https://127.1/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::1]/x',
    'https://localhost/x',
    'https://fcm.googleapis.com./x',
    'https://fcm.googleapis.com.evil.test/x',
    'https://evilfcm.googleapis.com/x',
    'https://push.apple.com/x',
    'https://evilpush.apple.com/x',
    'https://user@web.push.apple.com/x',
    'https://fcm.googleapis.com:444/x',
    'not a url',
  ])('refuses %s', (raw) => {
    expect(() => checkOutboundUrl(raw, PUSH)).toThrow(OutboundRefused);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://FCM.googleapis.com:443/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ])('allows %s', (raw) => {
    expect(checkOutboundUrl(raw, PUSH).protocol).toBe('https:');
  });

  it('lets a test-only origin through, and only that exact origin', () => {
    const rule = { ...PUSH, testOrigins: ['http://127.0.0.1:4010'] };
    expect(checkOutboundUrl('http://127.0.0.1:4010/push/a', rule).port).toBe('4010');
    expect(() => checkOutboundUrl('http://127.0.0.1:4011/push/a', rule)).toThrow(OutboundRefused);
    expect(() => checkOutboundUrl('https://127.0.0.1:4010/push/a', rule)).toThrow(OutboundRefused);
  });
});

describe('resolveChecked', () => {
  const resolving =
    (...addresses: string[]): Lookup =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const fcm = new URL('https://fcm.googleapis.com/fcm/send/abc');

  it('refuses a name that resolves to a private address, even beside public ones', async () => {
    for (const lookup of [
      resolving('127.0.0.1'),
      resolving('10.0.0.7'),
      resolving('::ffff:192.168.1.1'),
      resolving('142.250.74.10', '169.254.169.254'),
    ])
      await expect(resolveChecked(fcm, PUSH, lookup)).rejects.toThrow(OutboundRefused);
  });

  it('answers the first address of a name that resolves to public ones only', async () => {
    const found = await resolveChecked(fcm, PUSH, resolving('142.250.74.10', '2a00:1450::1'));
    expect(found).toEqual({ address: '142.250.74.10', family: 4 });
  });

  it('lets a resolver failure through as it is: a DNS outage is not a refusal', async () => {
    const failing: Lookup = () => Promise.reject(Object.assign(new Error('no DNS'), { code: 'EAI_AGAIN' }));
    const err: unknown = await resolveChecked(fcm, PUSH, failing).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(OutboundRefused);
  });
});

describe('postOutbound', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
  });

  async function serve(handler: http.RequestListener): Promise<number> {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }
  const post = {
    headers: { 'content-type': 'text/plain' },
    body: new TextEncoder().encode('hi'),
    timeoutMs: 5000,
  };

  it('connects to the address it checked, not to what the name resolves to later', async () => {
    const hosts: string[] = [];
    const port = await serve((req, res) => {
      hosts.push(req.headers.host ?? '');
      res.writeHead(201).end();
    });
    // `push.invalid` exists in no DNS: the request can only reach the server through the address
    // the rule's lookup answered, asked once.
    let asked = 0;
    const lookup: Lookup = async () => {
      asked++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const rule = { hosts: [], testOrigins: [`http://push.invalid:${port}`] };
    expect(await postOutbound(`http://push.invalid:${port}/push/a`, post, rule, lookup)).toBe(201);
    expect(hosts).toEqual([`push.invalid:${port}`]);
    expect(asked).toBe(1);
  });

  it('answers a redirect as it is, without following it', async () => {
    const reached: string[] = [];
    const target = await serve((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(200).end();
    });
    const port = await serve((_req, res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${target}/internal` }).end();
    });
    const rule = { hosts: [], testOrigins: [`http://127.0.0.1:${port}`] };
    expect(await postOutbound(`http://127.0.0.1:${port}/push/a`, post, rule)).toBe(307);
    expect(reached).toEqual([]);
  });

  it('refuses before connecting when the rule does not allow the URL', async () => {
    const reached: string[] = [];
    const port = await serve((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(201).end();
    });
    await expect(postOutbound(`http://127.0.0.1:${port}/push/a`, post, PUSH)).rejects.toThrow(
      OutboundRefused,
    );
    expect(reached).toEqual([]);
  });
});
