/**
 * For tests of anything that sends mail: mail is queued and delivered by the app's job runner, so
 * a test waits for the queue to empty before it reads the outbox.
 */
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';

/** Waits until every queued mail has been delivered (the outgoing_mail table is empty). */
export async function mailDelivered(app: FastifyInstance): Promise<void> {
  await vi.waitFor(
    async () => {
      const left = await app.ctx.database.db.selectFrom('outgoingMail').select('id').execute();
      expect(left).toEqual([]);
    },
    { timeout: 10_000, interval: 20 },
  );
}
