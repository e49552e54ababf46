/**
 * Ends everything oidc-provider holds for one account: its sessions (the browser sign-ins), its
 * grants, and all that was issued under them (refresh tokens, codes). Used when the password
 * changes, so a stolen session or refresh token stops working with the old password.
 *
 * oidc_models has no account column, so rows are found by the `"accountId":"…"` their JSON
 * payload carries. That scan is a pre-filter only (LIKE's `_` is a wildcard, and SQLite's LIKE
 * ignores case); each candidate's parsed payload decides. It reads the whole table, which is fine
 * for something as rare as a password reset.
 */
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { revokeGrant } from './provider/oidc-adapter.ts';

const OwnerSchema = z.object({ accountId: z.string() });

function ownedBy(payload: string, accountId: string): boolean {
  try {
    const parsed = OwnerSchema.safeParse(JSON.parse(payload));
    return parsed.success && parsed.data.accountId === accountId;
  } catch {
    return false;
  }
}

/** Returns how many grants were revoked (each with everything issued under it). */
export async function endAccountSessions(db: Database, accountId: string): Promise<number> {
  const candidates = await db
    .selectFrom('oidcModels')
    .select(['kind', 'id', 'grantId', 'payload'])
    .where('payload', 'like', `%"accountId":${JSON.stringify(accountId)}%`)
    .execute();
  const owned = candidates.filter((row) => ownedBy(row.payload, accountId));
  const grants = new Set<string>();
  for (const row of owned) {
    if (row.kind === 'Grant') grants.add(row.id);
    if (row.grantId) grants.add(row.grantId);
  }
  for (const grantId of grants) await revokeGrant(db, grantId);
  // Sessions, and anything else of the account's not tied to a grant (e.g. a code never redeemed).
  for (const row of owned)
    await db.deleteFrom('oidcModels').where('kind', '=', row.kind).where('id', '=', row.id).execute();
  return grants.size;
}
