/**
 * The one rule for a request the server makes to a URL someone gave it (today: the Web Push
 * endpoint a browser registered). Rules:
 * - https only, on the default port, no credentials in the URL, and the host must be one the rule
 *   names (`*.suffix` for any name under it): for push, the browsers' push services;
 * - the host is resolved and every address must be public: loopback, private, link-local,
 *   unique-local, carrier-grade NAT, multicast, reserved and unspecified addresses are refused,
 *   IPv4 written inside IPv6 (mapped, compatible, NAT64, 6to4) included. The URL parser has already
 *   turned decimal, octal and hex IPv4 forms into dotted quads, so they meet the same check;
 * - the request connects to the address that was checked (the lookup is pinned), so a name that
 *   resolves elsewhere a moment later (DNS rebinding) cannot move it; redirects are never followed;
 * - `testOrigins` (exact origins such as `http://127.0.0.1:PORT`) skip the rule: only tests set
 *   them (OUTBOUND_TEST_ORIGINS, refused outside NODE_ENV=test), never a default.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface OutboundRule {
  /** Host names allowed: exact, or `*.example.com` for any name under example.com. */
  hosts: readonly string[];
  /** Test-only origins let through unchecked; empty unless a test configured it. */
  testOrigins: readonly string[];
}

/** The browsers' push services: FCM (Chrome, most Chromium browsers), Firefox, Safari, Edge (WNS). */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** All addresses of a host name, as the system resolver answers (injectable for tests). */
export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: Lookup = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const)
  blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an address we cannot see
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(prefix, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail expanded). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(ip: string): string | undefined {
  const g = ipv6Groups(ip);
  const quad = (hi = 0, lo = 0) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return quad(g[6], g[7]); // ::ffff:a.b.c.d, ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return quad(g[6], g[7]); // NAT64 64:ff9b::/96
  if (g[0] === 0x2002) return quad(g[1], g[2]); // 6to4
  return undefined;
}

/** Whether an address may be connected to on someone's say-so: a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const family = net.isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(bare);
  // `::` and `::1` read as "compatible" 0.0.0.0 and 0.0.0.1: both refused by the IPv4 list too.
  if (inner !== undefined && !isPublicAddress(inner)) return false;
  return !blocked.check(bare, 'ipv6');
}

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  // `*.push.apple.com` matches `web.push.apple.com`, not `push.apple.com` nor `evilpush.apple.com`.
  return hosts.some((h) => {
    if (!h.startsWith('*.')) return hostname === h;
    const suffix = h.slice(1);
    return hostname.endsWith(suffix) && !hostname.startsWith('.') && hostname.length > suffix.length;
  });
}

function isTestOrigin(url: URL, rule: OutboundRule): boolean {
  return rule.testOrigins.includes(url.origin);
}

/** The URL if it may be requested at all (before resolving its host); throws OutboundRefused. */
export function checkOutboundUrl(raw: string, rule: OutboundRule): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  if (isTestOrigin(url, rule)) return url;
  if (url.protocol !== 'https:') throw new OutboundRefused('only https URLs are allowed');
  if (url.username || url.password) throw new OutboundRefused('credentials in the URL');
  if (url.port !== '') throw new OutboundRefused('only the default https port is allowed');
  if (net.isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0)
    throw new OutboundRefused('an address, not a host name');
  if (!hostAllowed(url.hostname, rule.hosts)) throw new OutboundRefused('a host this rule does not name');
  return url;
}

/**
 * The address to connect to: every address the host resolves to must be public (a name with one
 * private address among public ones is refused as a whole). Resolver failures propagate as they
 * are: a transient DNS error is not a refusal.
 */
export async function resolveChecked(
  url: URL,
  rule: OutboundRule,
  lookup: Lookup = systemLookup,
): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(hostname);
  const found: ResolvedAddress[] = literal
    ? [{ address: hostname, family: literal === 6 ? 6 : 4 }]
    : await lookup(hostname);
  const first = found[0];
  if (!first) throw new OutboundRefused('the host has no address');
  if (!isTestOrigin(url, rule) && !found.every((a) => isPublicAddress(a.address)))
    throw new OutboundRefused('the host resolves to a private address');
  return first;
}

export interface OutboundPost {
  headers: Record<string, string>;
  body: Uint8Array | undefined;
  timeoutMs: number;
}

export interface OutboundAnswer {
  status: number;
  /** The response body, cut at the `maxBodyBytes` asked for. */
  body: Buffer;
}

/**
 * POSTs to a URL under the rule and answers the status and the first `maxBodyBytes` of the body.
 * Never follows a redirect (the 3xx is the answer). Throws OutboundRefused, or the network's error.
 */
export async function requestOutbound(
  raw: string,
  post: OutboundPost & { maxBodyBytes: number },
  rule: OutboundRule,
  lookup: Lookup = systemLookup,
): Promise<OutboundAnswer> {
  const url = checkOutboundUrl(raw, rule);
  const pinned = await resolveChecked(url, rule, lookup);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST',
      headers: post.headers,
      // Connect to the address checked above, whatever the name resolves to now. TLS still
      // verifies the certificate against the host name (SNI and checks use the URL's host).
      lookup: (_host, options, callback) => {
        if (options.all) callback(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      },
      agent: false,
      signal: AbortSignal.timeout(post.timeoutMs),
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size >= post.maxBodyBytes) return;
        chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, post.maxBodyBytes) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(post.body);
  });
}

/** POSTs to a URL under the rule and answers the status; the response body is discarded. */
export async function postOutbound(
  raw: string,
  post: OutboundPost,
  rule: OutboundRule,
  lookup: Lookup = systemLookup,
): Promise<number> {
  return (await requestOutbound(raw, { ...post, maxBodyBytes: 0 }, rule, lookup)).status;
}
