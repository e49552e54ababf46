import { SYNC_PROTOCOL_VERSION } from '../../../shared/contracts/sync.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Changes } from '../../../shared/contracts/sync.ts';
import { reconnectDelay, startSyncSocket, syncSocketUrl } from './sync-socket.ts';
import { makeChanges } from './testing/fixtures.ts';

/** A WebSocket double: records what is sent; the test plays the server. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.();
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function lastSocket(): FakeSocket {
  const s = FakeSocket.instances.at(-1);
  if (!s) throw new Error('no socket opened');
  return s;
}

describe('sync socket', () => {
  let tokenListener: ((token: string | null) => void) | undefined;
  const received: Changes[] = [];
  let planRefreshes = 0;
  let signedOut = 0;
  let signedOutWhy: string[] = [];
  let cursor = 0;

  function start() {
    return startSyncSocket({
      url: 'ws://localhost/api/ws',
      getToken: () => Promise.resolve('token-1'),
      subscribeToken: (l) => {
        tokenListener = l;
        return () => (tokenListener = undefined);
      },
      getCursor: () => cursor,
      onChanges: (c) => received.push(c),
      onReady: () => {},
      onResync: () => Promise.resolve(),
      onEntitlements: () => planRefreshes++,
      onSignedOut: (reason) => {
        signedOut++;
        signedOutWhy.push(reason);
      },
      // The double implements what the client uses of WebSocket.
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    received.length = 0;
    planRefreshes = 0;
    signedOut = 0;
    signedOutWhy = [];
    cursor = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('says hello with the token and the cursor, then applies changes', async () => {
    cursor = 42;
    const socket = start();
    await vi.advanceTimersByTimeAsync(0);
    lastSocket().open();
    expect(lastSocket().sent[0]).toEqual({
      type: 'hello',
      protocol: SYNC_PROTOCOL_VERSION,
      token: 'token-1',
      since: 42,
    });
    lastSocket().receive({ type: 'changes', changes: makeChanges({ version: 43 }) });
    expect(received.map((c) => c.version)).toEqual([43]);
    socket.stop();
  });

  it('refreshes the plan when the server says it changed, and on every ready', async () => {
    const socket = start();
    await vi.advanceTimersByTimeAsync(0);
    lastSocket().open();
    lastSocket().receive({ type: 'changes', changes: makeChanges({ version: 1 }) });
    expect(planRefreshes).toBe(0);
    lastSocket().receive({ type: 'entitlements' });
    expect(planRefreshes).toBe(1);
    // A plan may have changed while the socket was down: a new `ready` refreshes it too.
    lastSocket().receive({ type: 'ready', version: 3 });
    expect(planRefreshes).toBe(2);
    socket.stop();
  });

  it('signs out when the account’s sessions were ended, and does not reconnect', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    lastSocket().open();
    lastSocket().receive({ type: 'signed-out', reason: 'sessions-revoked' });
    expect(signedOut).toBe(1);
    // Why travels on, for the login page to say (an admin ended them, here).
    expect(signedOutWhy).toEqual(['sessions-revoked']);
    expect(lastSocket().readyState).toBe(WebSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('ignores messages that do not parse', async () => {
    const socket = start();
    await vi.advanceTimersByTimeAsync(0);
    lastSocket().open();
    lastSocket().receive({ type: 'changes', changes: { version: 'x' } });
    expect(received).toEqual([]);
    socket.stop();
  });

  it('reconnects after a drop, with the cursor it has now', async () => {
    const socket = start();
    await vi.advanceTimersByTimeAsync(0);
    lastSocket().open();
    cursor = 50;
    lastSocket().close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    lastSocket().open();
    expect(lastSocket().sent[0]).toMatchObject({ type: 'hello', since: 50 });
    socket.stop();
  });

  it('hands a refreshed token to the open socket', async () => {
    const socket = start();
    await vi.advanceTimersByTimeAsync(0);
    lastSocket().open();
    tokenListener?.('token-2');
    expect(lastSocket().sent.at(-1)).toEqual({ type: 'token', token: 'token-2' });
    socket.stop();
  });

  it('backs off up to 30 seconds', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(4000);
    expect(reconnectDelay(20, () => 0.5)).toBe(30_000);
  });

  it('uses wss on https pages', () => {
    expect(syncSocketUrl({ protocol: 'https:', host: 'q.example' })).toBe('wss://q.example/api/ws');
  });
});
