/**
 * How long a client may take, and how many connections one client may hold (issue 29, finding 3:
 * 2,000 connections that sent headers and 10 bytes kept 2,000 descriptors for as long as they
 * liked). Settings in config.ts (HTTP_*_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS); rules:
 * - headers must arrive within the headers timeout and the whole request within the request
 *   timeout (Node's own checks: a 408, then the connection closes);
 * - a request body that stops arriving for the body-idle timeout is aborted: the connection is
 *   destroyed, so the route reading it (an upload streaming to its temp file) fails and cleans up.
 *   Only a stall on the client's side counts: bytes waiting for the server to read them (a handler
 *   still deciding, a store pushing back) do not;
 * - an idle keep-alive connection closes after the keep-alive timeout;
 * - one client holds at most MAX_CONNECTIONS_PER_ADDRESS at once. Without TRUST_PROXY the client
 *   is the socket's peer, and the next connection is answered 429 and closed before a byte of it
 *   is read. With TRUST_PROXY every connection comes from a proxy of ours, so the cap counts
 *   requests in progress per forwarded client address instead (the connections are the proxy's
 *   to limit). An IPv6 client is its /64, since one host may use any address in it. The sync
 *   socket leaves the count once upgraded: it has its own limits (a hello within 10 s,
 *   MAX_SOCKETS_PER_USER).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { HttpLimits } from '../config-http.ts';
import type { TrustProxy } from '../config.ts';
import { errorBody, rateLimited } from './errors.ts';

const REFUSAL = 'Too many connections from your address at once. Close some, or try again in a moment.';
const RETRY_AFTER_S = 5;

/** Fastify's options for the timeouts Node enforces itself. */
export function serverTimeouts(limits: HttpLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node looks for expired requests this often (30 s by default, so a timeout could overrun
      // by that much); a quarter of the shorter timeout keeps the overrun small.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(50, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)),
      ),
    },
  };
}

/** The key a client's connections count under: an IPv4 address, or an IPv6 address's /64. */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0] ?? '';
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 tail (64:ff9b::1.2.3.4) stands for two groups.
  const width = right.length + (right.at(-1)?.includes('.') ? 1 : 0);
  const zeros = Array<string>(Math.max(0, 8 - left.length - width)).fill('0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  const prefix = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

export function registerConnectionLimits(
  app: FastifyInstance,
  limits: HttpLimits,
  options: { trustProxy: TrustProxy; headers: Record<string, string> },
): void {
  const stop = watchBodies(app.server, limits.bodyIdleTimeoutMs);
  app.addHook('onClose', async () => stop());
  if (options.trustProxy === false)
    capConnections(app.server, limits.maxConnectionsPerAddress, options.headers);
  else capRequests(app, limits.maxConnectionsPerAddress);
}

interface Watched {
  req: IncomingMessage;
  read: number;
  since: number;
}

/** Destroys the connection of a request whose body has stopped arriving; returns a stop. */
function watchBodies(server: Server, idleMs: number): () => void {
  const watched = new Set<Watched>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const w = { req, read: req.socket.bytesRead, since: Date.now() };
    watched.add(w);
    res.once('close', () => watched.delete(w));
  });
  const sweep = () => {
    const now = Date.now();
    for (const w of watched) {
      const { req } = w;
      if (req.complete || req.socket.destroyed) watched.delete(w);
      else if (req.socket.bytesRead !== w.read || req.readableLength > 0 || req.readableFlowing !== true) {
        // Bytes came, or they wait for the server to read them: not the client's stall.
        w.read = req.socket.bytesRead;
        w.since = now;
      } else if (now - w.since >= idleMs) {
        watched.delete(w);
        req.socket.destroy();
      }
    }
  };
  const timer = setInterval(sweep, Math.min(1000, Math.max(25, Math.floor(idleMs / 4))));
  timer.unref();
  return () => clearInterval(timer);
}

/** Without a proxy: connections per peer address, the one over the cap answered 429 unread. */
function capConnections(server: Server, max: number, headers: Record<string, string>): void {
  const open = new Map<string, number>();
  const releases = new WeakMap<Socket, () => void>();
  // Node's HTTP handling is a 'connection' listener too: a refused socket must never reach it.
  const handlers = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    const held = open.get(key) ?? 0;
    if (held >= max) return refuse(socket, headers);
    open.set(key, held + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    };
    releases.set(socket, release);
    socket.once('close', release);
    for (const handle of handlers) handle.call(server, socket);
  });
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => releases.get(socket)?.());
}

function refuse(socket: Socket, headers: Record<string, string>): void {
  const body = JSON.stringify(errorBody('RATE_LIMITED', REFUSAL));
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // Whatever the client sends is read and dropped, so closing does not reset the answer away.
  socket.on('error', () => {});
  socket.resume();
  socket.end(
    `HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\nretry-after: ${RETRY_AFTER_S}\r\n${lines}` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/** Behind our proxies: requests in progress per forwarded client address. */
function capRequests(app: FastifyInstance, max: number): void {
  const inFlight = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade) return;
    const key = addressKey(request.ip);
    const held = inFlight.get(key) ?? 0;
    if (held >= max) throw rateLimited(REFUSAL, RETRY_AFTER_S * 1000);
    inFlight.set(key, held + 1);
    reply.raw.once('close', () => {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    });
  });
}
