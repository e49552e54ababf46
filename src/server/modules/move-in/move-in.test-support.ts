/** For the move-in tests: the hand-written fixtures, an upload as the web sends it, and the API's steps. */
import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { MoveIn, MoveInMapping } from '../../../shared/contracts/move-in.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { call, type TestApp, type TestUser } from '../../test/helpers.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/**
 * A Todoist backup as Todoist zips it: one CSV per project, named "Project [id].csv" (the
 * fixtures' files, hand-written, without their "todoist-backup-" prefix).
 */
export function todoistBackupZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const name of fs.readdirSync(FIXTURES).filter((n) => n.startsWith('todoist-backup-')))
    files[name.replace('todoist-backup-', '')] = fixture(name);
  return Buffer.from(zipSync(files));
}

export async function upload(
  t: TestApp,
  u: TestUser,
  name: string,
  bytes: Buffer | string,
  timeZone = 'Europe/Berlin',
) {
  const query = new URLSearchParams({ name, timeZone });
  return call<MoveIn & { error?: { code: string; message: string; details?: Record<string, unknown> } }>(
    t.app,
    {
      method: 'POST',
      url: `/api/move-ins?${query}`,
      headers: { ...u.headers, 'content-type': 'text/csv' },
      payload: bytes,
    },
  );
}

export async function preview(
  t: TestApp,
  u: TestUser,
  name: string,
  bytes: Buffer | string,
): Promise<MoveIn> {
  const res = await upload(t, u, name, bytes);
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function remap(t: TestApp, u: TestUser, id: string, mapping: MoveInMapping) {
  return call<MoveIn>(t.app, {
    method: 'PATCH',
    url: `/api/move-ins/${id}`,
    headers: u.headers,
    payload: mapping,
  });
}

export function start(t: TestApp, u: TestUser, id: string, scope: 'all' | 'fit' = 'all') {
  return call<MoveIn & { error?: { code: string; details?: Record<string, unknown> } }>(t.app, {
    method: 'POST',
    url: `/api/move-ins/${id}/start`,
    headers: u.headers,
    payload: { scope },
  });
}

export function undo(t: TestApp, u: TestUser, id: string) {
  return call<MoveIn & { error?: { code: string } }>(t.app, {
    method: 'POST',
    url: `/api/move-ins/${id}/undo`,
    headers: u.headers,
  });
}

export async function read(t: TestApp, u: TestUser, id: string): Promise<MoveIn> {
  return (await call<MoveIn>(t.app, { method: 'GET', url: `/api/move-ins/${id}`, headers: u.headers })).body;
}

export async function tasksOf(t: TestApp, u: TestUser): Promise<Task[]> {
  return (await call<Task[]>(t.app, { method: 'GET', url: '/api/tasks', headers: u.headers })).body;
}

/** The mapping a preview shows, as the page sends it back. */
export function mappingOf(m: MoveIn): MoveInMapping {
  return { ...m.mapping, lists: m.lists.map((l) => ({ key: l.key, target: l.target })) };
}
