/**
 * oidc-provider's storage on the `oidc_models` table, through Kysely, so sessions, grants, codes
 * and refresh tokens live in the same database as everything else (SQLite or PostgreSQL) and every
 * app process sees them. Rules:
 * - one row per (kind, id); the lookup columns (grant_id, uid, user_code) are copied out of the
 *   payload so revocation and interaction lookups are index scans;
 * - expired rows are never returned, and are deleted opportunistically (at most once a minute);
 * - `consume` only stamps `consumed_at`: oidc-provider itself turns a second use of a consumed
 *   code or refresh token into revocation of the whole grant.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';

const PayloadSchema = z.custom<AdapterPayload>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
);

const SWEEP_INTERVAL_MS = 60_000;

function parsePayload(text: string, consumedAt: number | null): AdapterPayload {
  const payload = PayloadSchema.parse(JSON.parse(text));
  return consumedAt === null ? payload : { ...payload, consumed: Math.floor(consumedAt / 1000) };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** One adapter class per database, as oidc-provider's `adapter` option expects (`new Adapter(kind)`). */
export function createOidcAdapter(db: Database, now: () => number = Date.now): new (kind: string) => Adapter {
  let lastSweep = 0;

  async function sweepExpired(): Promise<void> {
    const at = now();
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    await db.deleteFrom('oidcModels').where('expiresAt', '<', at).execute();
  }

  return class KyselyOidcAdapter implements Adapter {
    readonly kind: string;

    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? now() + expiresIn * 1000 : null;
      const row = {
        payload: JSON.stringify(payload),
        grantId: stringOrNull(payload.grantId),
        userCode: stringOrNull(payload.userCode),
        uid: stringOrNull(payload.uid),
        expiresAt,
      };
      await db
        .insertInto('oidcModels')
        .values({ kind: this.kind, id, consumedAt: null, ...row })
        .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(row))
        .execute();
      await sweepExpired();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidcModels')
        .set({ consumedAt: now() })
        .where('kind', '=', this.kind)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidcModels').where('kind', '=', this.kind).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .deleteFrom('oidcModels')
        .where('kind', '=', this.kind)
        .where('grantId', '=', grantId)
        .execute();
    }

    private async findWhere(
      column: 'id' | 'uid' | 'userCode',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidcModels')
        .select(['payload', 'consumedAt', 'expiresAt'])
        .where('kind', '=', this.kind)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expiresAt !== null && row.expiresAt <= now())) return undefined;
      return parsePayload(row.payload, row.consumedAt);
    }
  };
}

/** Everything issued under a grant, and the grant itself: what sign-out and reuse detection end. */
export async function revokeGrant(db: Database, grantId: string): Promise<void> {
  await db
    .deleteFrom('oidcModels')
    .where((eb) =>
      eb.or([eb('grantId', '=', grantId), eb.and([eb('kind', '=', 'Grant'), eb('id', '=', grantId)])]),
    )
    .execute();
}
