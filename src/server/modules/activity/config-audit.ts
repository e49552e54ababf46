/**
 * Configuration changes, recorded when a process starts (issue 30). Rules:
 * - what is compared is a summary of the settings an operator chooses, never a secret: which
 *   providers are on, addresses, limits, retention, and ADMIN_EMAILS as a count (never the list);
 *   a value that could hold a credential (DATABASE_URL, keys) is reduced to its kind;
 * - the last summary is kept in `installation_state`; a start whose summary differs records
 *   `system.config_changed` with each changed setting's before and after (the first start: the
 *   whole summary), in the same transaction that swaps the stored value, and only if the swap
 *   still finds the value it read — so N processes starting together record a change once;
 * - the same is done for the accounts ADMIN_EMAILS makes admins: an account that gained or lost
 *   the role since the last start gets `admin.access_granted` / `admin.access_revoked` (System).
 *   The first start only notes them. An account that signed up meanwhile with a listed address
 *   is recorded as granted at the next start.
 */
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { recordActivity, type DetailValue } from './activity.repo.ts';

type Setting = string | number | boolean | null | string[];
const SettingsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
const IdsSchema = z.array(z.string());

const CONFIG_KEY = 'config';
const ADMINS_KEY = 'admin-accounts';
/** A compare-and-swap lost to another start is read again, a few times at most. */
const ATTEMPTS = 5;

/** The non-secret settings an operator reads in the log, flat, in a fixed order. */
export function settingsSummary(config: Config): Record<string, Setting> {
  const { oidc, billing, rateLimits } = config;
  return {
    publicUrl: config.publicUrl,
    database: config.database.kind,
    identity: oidc.externalIssuer ? 'external' : 'embedded',
    externalIssuer: oidc.externalIssuer ?? null,
    clientId: oidc.clientId,
    socialSignIn: [...oidc.identityProviders].sort(),
    payments: billing.stripe ? 'stripe' : 'test-mode',
    appStore: billing.appStore ? billing.appStore.environment : 'off',
    attachments: config.attachments.kind,
    analytics: config.telemetry.analyticsUrl !== undefined,
    errorReporting: config.telemetry.errorReportingUrl !== undefined,
    trustProxy: Array.isArray(config.trustProxy) ? config.trustProxy.join(',') : String(config.trustProxy),
    writesPerMinute: rateLimits.writesPerMinute,
    signInPerMinute: rateLimits.signInPerMinute,
    maxSocketsPerUser: config.maxSocketsPerUser,
    readCacheMb: Math.round(config.readCacheBytes / (1024 * 1024)),
    activityRetentionDays: config.activity.retentionDays,
    adminEmails: oidc.adminEmails.length,
  };
}

/** Each setting whose value differs, with its value before and after. */
export function changedSettings(
  before: Record<string, Setting>,
  after: Record<string, Setting>,
): Record<string, { from: Setting; to: Setting }> {
  const changed: Record<string, { from: Setting; to: Setting }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changed[key] = { from, to };
  }
  return changed;
}

/** Claims `key` for `next` if it still holds `current` (absent: not stored yet). */
async function trySwap(
  trx: Database,
  key: string,
  current: string | undefined,
  next: string,
): Promise<boolean> {
  const now = Date.now();
  if (current === undefined) {
    const inserted = await trx
      .insertInto('installationState')
      .values({ key, value: next, updatedAt: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const updated = await trx
    .updateTable('installationState')
    .set({ value: next, updatedAt: now })
    .where('key', '=', key)
    .where('value', '=', current)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Stores `next` under `key` unless it is there already; `onChange` runs in the transaction that
 * swapped it, with the value it replaced. A swap lost to another start reads the value again: a
 * start with other settings still records its own change after it.
 */
async function swapState(
  db: Database,
  key: string,
  next: string,
  onChange: (trx: Database, previous: string | null) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await db
      .selectFrom('installationState')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    if (stored?.value === next) return;
    const won = await db.transaction().execute(async (trx) => {
      const swapped = await trySwap(trx, key, stored?.value, next);
      if (swapped) await onChange(trx, stored?.value ?? null);
      return swapped;
    });
    if (won) return;
  }
}

async function recordSettings(db: Database, config: Config): Promise<void> {
  const summary = settingsSummary(config);
  await swapState(db, CONFIG_KEY, JSON.stringify(summary), async (trx, previous) => {
    const before = previous === null ? null : SettingsSchema.safeParse(JSON.parse(previous));
    const details: Record<string, DetailValue> = before?.success
      ? { changed: changedSettings(before.data, summary) }
      : { initial: true, settings: summary };
    await recordActivity(trx, { action: 'system.config_changed', user: null, actor: 'system', details });
  });
}

async function recordAdminAccess(db: Database, config: Config): Promise<void> {
  const listed = config.oidc.adminEmails;
  const rows =
    listed.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select('id')
          .where('email', 'in', listed)
          .where('deletedAt', 'is', null)
          .execute();
  const ids = rows.map((r) => r.id).sort();
  await swapState(db, ADMINS_KEY, JSON.stringify(ids), async (trx, previous) => {
    if (previous === null) return;
    const parsed = IdsSchema.safeParse(JSON.parse(previous));
    const before = new Set(parsed.success ? parsed.data : []);
    const changes = [
      ...ids.filter((id) => !before.has(id)).map((id) => ({ id, action: 'admin.access_granted' as const })),
      ...[...before]
        .filter((id) => !ids.includes(id))
        .map((id) => ({ id, action: 'admin.access_revoked' as const })),
    ];
    for (const change of changes) {
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', change.id)
        .executeTakeFirst();
      if (user)
        await recordActivity(trx, {
          action: change.action,
          user,
          actor: 'system',
          details: { via: 'ADMIN_EMAILS' },
        });
    }
  });
}

/** Records what changed in the configuration since the last start (see the rules above). */
export async function recordConfigurationAtStart(db: Database, config: Config): Promise<void> {
  await recordSettings(db, config);
  await recordAdminAccess(db, config);
}
