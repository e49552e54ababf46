/**
 * The sync socket client (protocol 1, see shared/contracts/sync.ts). Rules: `hello` first, with our
 * cursor; every server message is parsed by the shared schema; a refreshed token is sent on the
 * open socket; a dropped socket reconnects with capped, jittered backoff (at once when the browser
 * comes back online); a missing pong counts as a drop; `resync` means start over from version 0.
 * `entitlements` (the plan changed) is passed on; so is every `ready`, since a plan may have
 * changed while the socket was down. `signed-out` (the password changed elsewhere) stops the
 * socket for good and is passed on: the device signs out.
 */
import {
  SYNC_PROTOCOL_VERSION,
  ServerMessageSchema,
  type Changes,
  type ClientMessage,
  type SignedOutReason,
} from '../../../shared/contracts/sync.ts';

export interface SyncSocketOptions {
  url: string;
  getToken: () => Promise<string | null>;
  subscribeToken: (listener: (token: string | null) => void) => () => void;
  /** The cursor to send in `hello`. */
  getCursor: () => number;
  onChanges: (changes: Changes) => void;
  /** The server's version on `ready` (it then pushes what we miss since our cursor by itself). */
  onReady?: (version: number) => void;
  onResync: () => Promise<void>;
  /** The plan changed (or may have, while disconnected): refetch what is shown of it. */
  onEntitlements?: () => void;
  /** Every sign-in of the account was ended (its password changed): sign this device out. */
  onSignedOut?: (reason: SignedOutReason) => void;
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocket;
  pingIntervalMs?: number;
}

export interface SyncSocket {
  stop(): void;
}

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** Backoff before reconnect attempt `n` (0-based): 0.5 s doubling to 30 s, with ±25 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** `/api/ws` on this origin, ws or wss to match the page. */
export function syncSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;
}

export function startSyncSocket(opts: SyncSocketOptions): SyncSocket {
  const createSocket = opts.createSocket ?? ((url: string) => new WebSocket(url));
  const pingEvery = opts.pingIntervalMs ?? 25_000;
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let awaitingPong = false;
  let waitingForToken = false;

  function send(message: ClientMessage): void {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function clearTimers(): void {
    if (retryTimer) clearTimeout(retryTimer);
    if (pingTimer) clearInterval(pingTimer);
    retryTimer = undefined;
    pingTimer = undefined;
  }

  function drop(): void {
    const s = socket;
    socket = null;
    clearTimers();
    if (s && s.readyState !== WebSocket.CLOSED) s.close();
  }

  function scheduleReconnect(): void {
    if (stopped || retryTimer || waitingForToken) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, reconnectDelay(attempt++));
  }

  function handleMessage(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = ServerMessageSchema.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'ready':
        attempt = 0;
        opts.onReady?.(message.version);
        opts.onEntitlements?.();
        break;
      case 'entitlements':
        opts.onEntitlements?.();
        break;
      case 'signed-out':
        // Not a drop to recover from: the access token still works for minutes, but not for long.
        stop();
        opts.onSignedOut?.(message.reason);
        break;
      case 'changes':
        opts.onChanges(message.changes);
        break;
      case 'pong':
        awaitingPong = false;
        break;
      case 'resync':
        // Reload from 0, then reconnect with the new cursor.
        drop();
        void opts.onResync().finally(() => {
          if (!stopped) void connect();
        });
        break;
      case 'error':
        if (message.code === 'UNAUTHENTICATED') {
          // Wait for the auth layer to hand us a fresh token rather than hammering the server.
          waitingForToken = true;
          drop();
        }
        break;
    }
  }

  async function connect(): Promise<void> {
    if (stopped || socket) return;
    const token = await opts.getToken();
    if (stopped || socket) return;
    if (!token) {
      waitingForToken = true;
      return;
    }
    waitingForToken = false;
    const s = createSocket(opts.url);
    socket = s;
    s.onopen = () => {
      send({ type: 'hello', protocol: SYNC_PROTOCOL_VERSION, token, since: opts.getCursor() });
      awaitingPong = false;
      pingTimer = setInterval(() => {
        if (awaitingPong) {
          drop();
          scheduleReconnect();
          return;
        }
        awaitingPong = true;
        send({ type: 'ping' });
      }, pingEvery);
    };
    s.onmessage = (event) => handleMessage(event.data);
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      clearTimers();
      scheduleReconnect();
    };
  }

  function handleOnline(): void {
    if (socket || stopped) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    void connect();
  }

  function stop(): void {
    stopped = true;
    unsubscribeToken();
    if (typeof window !== 'undefined') window.removeEventListener('online', handleOnline);
    drop();
  }

  const unsubscribeToken = opts.subscribeToken((token) => {
    if (!token) {
      waitingForToken = true;
      drop();
      return;
    }
    if (socket) send({ type: 'token', token });
    else if (waitingForToken) {
      waitingForToken = false;
      attempt = 0;
      void connect();
    }
  });
  if (typeof window !== 'undefined') window.addEventListener('online', handleOnline);
  void connect();

  return { stop };
}
