/**
 * Idempotency keys: what a write's `Idempotency-Key` stands for, and its stored response. Rules
 * (docs/security.md, "Idempotency keys"):
 * - a key stands for one request: its fingerprint covers method, route, params and body, so the
 *   stored response is replayed only for the very same request, and the key on any other request
 *   is 422 IDEMPOTENCY_KEY_REUSED;
 * - the fingerprint is an HMAC under this deployment's secret, not a bare hash: a body can carry a
 *   password (changing the e-mail or the password re-proves it), and a fast hash of it kept in
 *   the database would let whoever reads a copy of the database guess the password offline;
 * - `userWrite` stores the response in the write's own transaction; `route()` stores it after the
 *   handler only for a write that reached no `userWrite` (a payment provider's call), so every
 *   write route honours the key.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { prepared } from '../db/prepared.ts';
import type { DB } from '../db/schema.ts';
import { AppError } from './errors.ts';

/** A client's mutation id and what its request was. */
export interface MutationKey {
  id: string;
  /** HMAC of method, route, params and body: a stored response is replayed only on a match. */
  fingerprint: string;
}

type Db = Kysely<DB> | Transaction<DB>;

const MUTATION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The fingerprints' key, derived from the deployment's token secret under a label of its own. */
export function fingerprintSecret(deploymentSecret: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', deploymentSecret, '', 'quadrant idempotency-key fingerprint', 32),
  );
}

/** JSON with object keys sorted, so two equal bodies fingerprint alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The request's key, or undefined when it sent none; a malformed one is refused (400), never
 * ignored. `request` is what identifies it: method, route pattern, params and body (or query).
 */
export function mutationKeyOf(
  header: string | string[] | undefined,
  secret: Buffer,
  request: { method: string; path: string; params: unknown; body: unknown },
): MutationKey | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !MUTATION_ID.test(header))
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key header must be 8 to 128 letters, digits or the characters . _ : -',
    );
  const what = `${request.method} ${request.path} ${canonical(request.params)} ${canonical(request.body)}`;
  return { id: header, fingerprint: crypto.createHmac('sha256', secret).update(what).digest('base64url') };
}

const findMutation = prepared((db, userId: string, id: string) =>
  db
    .selectFrom('mutations')
    .select(['response', 'fingerprint'])
    .where('userId', '=', userId)
    .where('id', '=', id),
);
const insertMutation = prepared(
  (db, userId: string, id: string, fingerprint: string, response: string, createdAt: number) =>
    db.insertInto('mutations').values({ userId, id, fingerprint, status: 200, response, createdAt }),
);

/** Keys whose response is stored (or was replayed): `route()` has nothing left to keep. */
const settled = new WeakSet<MutationKey>();

export function markSettled(mutation: MutationKey): void {
  settled.add(mutation);
}

/**
 * The stored response of this mutation, if it was applied before; 422 if the key named another
 * request. Read before a write does any work (`route()`), and again under the user's lock.
 */
export async function replayOf(
  db: Db,
  userId: string,
  mutation: MutationKey,
): Promise<{ response: unknown } | undefined> {
  const [done] = await findMutation(db, userId, mutation.id);
  if (!done) return undefined;
  if (done.fingerprint !== mutation.fingerprint)
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Send a new key for each change.',
    );
  markSettled(mutation);
  return { response: JSON.parse(done.response) };
}

/** Stores the response inside the write's transaction (`userWrite`). */
export async function storeResponse(
  trx: Transaction<DB>,
  userId: string,
  mutation: MutationKey,
  response: unknown,
  now: number,
): Promise<void> {
  await insertMutation(trx, userId, mutation.id, mutation.fingerprint, JSON.stringify(response ?? null), now);
}

/**
 * After a handler that reached no `userWrite`: keeps its response unless a `userWrite` (or a
 * send of the same key at the same moment) already did.
 */
export async function keepResponse(
  db: Kysely<DB>,
  userId: string,
  mutation: MutationKey,
  response: unknown,
): Promise<void> {
  if (settled.has(mutation)) return;
  await db
    .insertInto('mutations')
    .values({
      userId,
      id: mutation.id,
      fingerprint: mutation.fingerprint,
      status: 200,
      response: JSON.stringify(response ?? null),
      createdAt: Date.now(),
    })
    .onConflict((oc) => oc.columns(['userId', 'id']).doNothing())
    .execute();
  markSettled(mutation);
}
