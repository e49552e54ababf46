/**
 * Watching the page's own sync socket. Live-update checks start only once the page's socket has
 * said `ready`, so "seen within a second" measures delivery, not page start-up.
 */
import type { Page, WebSocket } from '@playwright/test';
import { ServerMessageSchema } from '../../src/shared/contracts/sync.ts';

function isReady(payload: string | Buffer): boolean {
  if (typeof payload !== 'string') return false;
  try {
    const parsed = ServerMessageSchema.safeParse(JSON.parse(payload));
    return parsed.success && parsed.data.type === 'ready';
  } catch {
    return false;
  }
}

/**
 * Call before the navigation that opens the socket; resolves when the server's `ready` arrives.
 * Listeners are attached synchronously as the socket appears, so no frame can slip past.
 */
export function waitForSyncReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    function onSocket(ws: WebSocket): void {
      if (new URL(ws.url()).pathname !== '/api/ws') return;
      ws.on('framereceived', (frame) => {
        if (!isReady(frame.payload)) return;
        page.off('websocket', onSocket);
        resolve();
      });
    }
    page.on('websocket', onSocket);
  });
}
