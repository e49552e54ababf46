/** Shared by the attachment tests: upload through the app, and look at what the local store holds. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Task } from '../../../shared/contracts/tasks.ts';
import type { PlanTier } from '../../../shared/plans.ts';
import { call, type TestUser } from '../../test/helpers.ts';

export type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

export async function taskFor(app: FastifyInstance, u: TestUser, title = 'With files'): Promise<Task> {
  return (
    await call<Task>(app, {
      method: 'POST',
      url: '/api/tasks',
      headers: u.headers,
      payload: { title, quadrant: 1 },
    })
  ).body;
}

export function upload<T>(
  app: FastifyInstance,
  u: TestUser,
  taskId: string,
  file: { name: string; bytes: Buffer | string; type?: string; headers?: Record<string, string> },
) {
  return call<T>(app, {
    method: 'POST',
    url: `/api/tasks/${taskId}/attachments?name=${encodeURIComponent(file.name)}`,
    headers: { ...u.headers, 'content-type': file.type ?? 'application/octet-stream', ...file.headers },
    payload: file.bytes,
  });
}

export async function setTier(app: FastifyInstance, u: TestUser, tier: PlanTier): Promise<void> {
  await app.ctx.database.db.updateTable('users').set({ tier }).where('id', '=', u.id).execute();
}

/** Every complete blob file under DATA_DIR/attachments (temp files excluded). */
export function storedBlobs(app: FastifyInstance): string[] {
  const dir = path.join(app.ctx.config.dataDir, 'attachments');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => !f.startsWith('.tmp') && fs.statSync(path.join(dir, f)).isFile());
}

export function tempFiles(app: FastifyInstance): string[] {
  const dir = path.join(app.ctx.config.dataDir, 'attachments', '.tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** GET an attachment's content as `u` (extra headers, e.g. accept-encoding). */
export function downloadAs(
  app: FastifyInstance,
  u: TestUser,
  id: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url: `/api/attachments/${id}/content`,
    headers: { ...u.headers, ...extra },
  });
}

/** DELETE an attachment as `u`. */
export function removeAs(app: FastifyInstance, u: TestUser, id: string, extra: Record<string, string> = {}) {
  return call<{ version: number }>(app, {
    method: 'DELETE',
    url: `/api/attachments/${id}`,
    headers: { ...u.headers, ...extra },
  });
}
