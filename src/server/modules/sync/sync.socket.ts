/**
 * The sync socket, `/api/ws`. Protocol: shared/contracts/sync.ts. Rules:
 * - the first message must be `hello` (token + cursor) within 10 s, else the socket closes;
 * - the socket only ever carries the authenticated user's own changes: it subscribes to that
 *   user id from the verified token, and nothing a client sends names another id;
 * - pushes are pulls: on any change event the socket sends "changes since its cursor", one pull
 *   at a time, so events may coalesce but nothing is skipped;
 * - the socket closes when its token expires unless the client sends a fresh `token` first;
 * - a cursor ahead of the server's version (restored database, other account) asks for resync;
 * - one user holds at most MAX_SOCKETS_PER_USER sockets: the next hello is closed with 4429;
 * - a message nested deeper than MAX_JSON_DEPTH is refused before it is parsed;
 * - every push first checks the account: a deleted or disabled account's sockets close (4401);
 * - a change that names the `entitlements` topic (the plan changed) is followed by an
 *   `entitlements` message once its rows are pushed, so the device refetches its plan and usage;
 * - `sessions-ended` (the password changed) or `sessions-revoked` (an admin ended them) tells the
 *   device to sign out, and why, then closes (4401);
 * - on close everything the socket holds (timers, subscription, its slot) is released.
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { AppContext } from '../../app.ts';
import { ClientMessageSchema, type ServerMessage } from '../../../shared/contracts/sync.ts';
import { AppError } from '../../http/errors.ts';
import { parseJsonWithin } from '../../http/json-depth.ts';
import { authenticateToken } from '../auth/auth.plugin.ts';
import type { AuthUser } from '../auth/token-verifier.ts';
import type { ChangeTopic } from './change-bus.ts';
import { changesSince, currentVersion } from './sync.service.ts';

const HELLO_TIMEOUT_MS = 10_000;
const EXPIRY_GRACE_MS = 30_000;
const MAX_MESSAGES_PER_MINUTE = 120;

export const CLOSE = { unauthenticated: 4401, protocol: 4400, rateLimited: 4429 } as const;

export function syncSocket(app: FastifyInstance, ctx: AppContext): void {
  /** Open, greeted sockets per user id. */
  const openSockets = new Map<string, number>();
  const release = (userId: string) => {
    const n = (openSockets.get(userId) ?? 1) - 1;
    if (n <= 0) openSockets.delete(userId);
    else openSockets.set(userId, n);
  };
  app.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    ctx.metrics.syncSockets.inc();
    let user: AuthUser | null = null;
    let holdsSlot = false;
    let cursor = 0;
    let unsubscribe: (() => void) | null = null;
    let pulling: Promise<void> = Promise.resolve();
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    let messages = 0;
    const window = setInterval(() => (messages = 0), 60_000);
    const helloTimer = setTimeout(
      () => socket.close(CLOSE.unauthenticated, 'hello expected'),
      HELLO_TIMEOUT_MS,
    );

    const send = (msg: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
    };
    const armExpiry = (u: AuthUser) => {
      if (expiryTimer) clearTimeout(expiryTimer);
      expiryTimer = setTimeout(
        () => socket.close(CLOSE.unauthenticated, 'token expired'),
        Math.max(0, u.expiresAt - Date.now()) + EXPIRY_GRACE_MS,
      );
    };
    /** `committedAt`: when the change that asks for this pull was committed (fan-out metric). */
    const pull = (userId: string, topics: readonly ChangeTopic[] = [], committedAt?: number) => {
      pulling = pulling
        .then(async () => {
          if (user) await ctx.auth.admit(user);
          const changes = await changesSince(ctx.database.db, userId, cursor);
          if (changes.version > cursor) {
            cursor = changes.version;
            send({ type: 'changes', changes });
            if (committedAt !== undefined) ctx.metrics.fanout.observe((Date.now() - committedAt) / 1000);
          }
          if (topics.includes('entitlements')) send({ type: 'entitlements' });
          const ended = topics.includes('sessions-ended')
            ? 'password-changed'
            : topics.includes('sessions-revoked')
              ? 'sessions-revoked'
              : null;
          if (ended) {
            send({ type: 'signed-out', reason: ended });
            socket.close(CLOSE.unauthenticated, 'sessions ended');
          }
        })
        .catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'UNAUTHENTICATED') {
            send({ type: 'error', code: 'UNAUTHENTICATED', message: err.message });
            socket.close(CLOSE.unauthenticated, 'account gone');
            return;
          }
          request.log.error({ err }, 'sync push failed');
        });
    };

    socket.on('message', (raw: Buffer) => {
      if (++messages > MAX_MESSAGES_PER_MINUTE) {
        socket.close(CLOSE.rateLimited, 'too many messages');
        return;
      }
      let data: unknown;
      try {
        data = parseJsonWithin(raw.toString('utf8'));
      } catch (err) {
        // Nested past the bound: refused before parsing, and said so (http/json-depth.ts).
        if (err instanceof AppError)
          return send({ type: 'error', code: 'VALIDATION_FAILED', message: err.message });
        data = null;
      }
      const parsed = ClientMessageSchema.safeParse(data);
      if (!parsed.success) {
        const protocolMismatch =
          typeof data === 'object' && data !== null && 'type' in data && data.type === 'hello';
        if (protocolMismatch) {
          send({ type: 'resync', reason: 'protocol_mismatch' });
          socket.close(CLOSE.protocol, 'unsupported protocol');
          return;
        }
        send({
          type: 'error',
          code: 'VALIDATION_FAILED',
          message: 'That message is not part of the sync protocol.',
        });
        return;
      }
      const msg = parsed.data;
      void (async () => {
        if (msg.type === 'ping') return send({ type: 'pong' });
        try {
          const verified = await authenticateToken(ctx.auth, msg.token);
          if (msg.type === 'token') {
            if (!user || verified.id !== user.id)
              throw new AppError('UNAUTHENTICATED', 'That token belongs to another session.');
            user = verified;
            armExpiry(verified);
            return;
          }
          if (user) return send({ type: 'error', code: 'VALIDATION_FAILED', message: 'Already said hello.' });
          clearTimeout(helloTimer);
          // Closed while the token was checked: 'close' has run, so taking a slot would leak it.
          if (socket.readyState !== socket.OPEN) return;
          if ((openSockets.get(verified.id) ?? 0) >= ctx.config.maxSocketsPerUser) {
            send({
              type: 'error',
              code: 'RATE_LIMITED',
              message: 'Too many open connections for this account.',
            });
            socket.close(CLOSE.rateLimited, 'too many sockets');
            return;
          }
          openSockets.set(verified.id, (openSockets.get(verified.id) ?? 0) + 1);
          holdsSlot = true;
          user = verified;
          armExpiry(verified);
          const version = await currentVersion(ctx.database.db, verified.id);
          // Closed meanwhile: subscribing now would leave a listener nobody removes.
          if (socket.readyState !== socket.OPEN) return;
          if (msg.since > version) {
            send({ type: 'resync', reason: 'cursor_ahead' });
            cursor = version;
          } else {
            cursor = msg.since;
          }
          const userId = verified.id;
          unsubscribe = ctx.bus.subscribe(userId, (event) => pull(userId, event.topics, event.committedAt));
          send({ type: 'ready', version });
          pull(userId);
        } catch (err) {
          const message = err instanceof AppError ? err.message : 'Please sign in again.';
          send({ type: 'error', code: 'UNAUTHENTICATED', message });
          socket.close(CLOSE.unauthenticated, 'unauthenticated');
        }
      })();
    });

    socket.on('close', () => {
      ctx.metrics.syncSockets.dec();
      clearTimeout(helloTimer);
      clearInterval(window);
      if (expiryTimer) clearTimeout(expiryTimer);
      unsubscribe?.();
      unsubscribe = null;
      if (holdsSlot && user) release(user.id);
      holdsSlot = false;
    });
  });
}
