/**
 * Writing the activity log (issue 30). Rules:
 * - An entry is written in the same transaction as the change it describes: pass the transaction.
 *   A refused action (a failed sign-in) is written on its own, with `success: false`.
 * - Only actions of the shared catalogue (shared/activity.ts); the category comes from it.
 * - Details are structured data, never a secret: keys that name one are dropped here, whatever
 *   the caller passed, and long strings are cut.
 * - The e-mails are copies as they were, so the log still reads after an address changes.
 */
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { ACTIVITY_ACTIONS, type ActivityAction } from '../../../shared/activity.ts';
import { newId } from '../../../shared/ids.ts';

export interface Person {
  id: string;
  email: string;
}

/** Where a request came from (the client address as TRUST_PROXY says). */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
}

export type DetailValue = string | number | boolean | null | DetailValue[] | { [key: string]: DetailValue };

export interface ActivityInput {
  action: ActivityAction;
  /** Whom it is about; null for installation-wide entries (configuration, maintenance). */
  user: Person | null;
  /** Who acted: the person themself (`'self'`), an admin, or the system (a webhook, a job). */
  actor: Person | 'self' | 'system';
  details?: Record<string, DetailValue>;
  origin?: RequestOrigin | undefined;
  /** False for a refused attempt (a wrong password). */
  success?: boolean;
}

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[_-]?key|signature|code_verifier/i;
const MAX_STRING = 1000;
const MAX_USER_AGENT = 512;

/** Drops keys that name a secret and cuts long strings, at every depth. */
export function safeDetails(value: DetailValue): DetailValue {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (Array.isArray(value)) return value.map(safeDetails);
  if (value && typeof value === 'object') {
    const out: Record<string, DetailValue> = {};
    for (const [key, v] of Object.entries(value)) if (!SECRET_KEY.test(key)) out[key] = safeDetails(v);
    return out;
  }
  return value;
}

// Written on the path of the writes it belongs to: compiled once (db/prepared.ts), not per entry.
const insertEntry = prepared(
  (
    db,
    id: string,
    userId: string | null,
    userEmail: string | null,
    actorId: string | null,
    actorEmail: string | null,
    action: string,
    category: string,
    details: string,
    ipAddress: string | null,
    userAgent: string | null,
    success: number,
    createdAt: number,
  ) =>
    db.insertInto('activityLog').values({
      id,
      userId,
      userEmail,
      actorId,
      actorEmail,
      action,
      category,
      details,
      ipAddress,
      userAgent,
      success,
      createdAt,
    }),
);

export async function recordActivity(db: Database, input: ActivityInput): Promise<void> {
  const actor = input.actor === 'self' ? input.user : input.actor === 'system' ? null : input.actor;
  await insertEntry(
    db,
    newId(),
    input.user?.id ?? null,
    input.user?.email ?? null,
    actor?.id ?? null,
    actor?.email ?? null,
    input.action,
    ACTIVITY_ACTIONS[input.action],
    JSON.stringify(safeDetails(input.details ?? {})),
    input.origin?.ip ?? null,
    input.origin?.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    input.success === false ? 0 : 1,
    Date.now(),
  );
}
