/**
 * `system.maintenance` (spec §3's known action): what the installation did to itself, recorded as
 * System so an operator reading the log sees why data or its shape changed without anyone acting.
 * - a start that upgraded an existing database's schema: the migrations it applied, and from which
 *   (a new database's first start is `system.config_changed`'s, not an upgrade);
 * - a retention run that deleted activity entries past ACTIVITY_RETENTION_DAYS: how many, and the
 *   setting (deleting audit records unrecorded would leave a gap nobody could explain).
 */
import type { Database, MigrationRun } from '../../db/database.ts';
import { recordActivity } from './activity.repo.ts';

export async function recordSchemaUpgrade(db: Database, run: MigrationRun): Promise<boolean> {
  if (run.from === null || run.applied.length === 0) return false;
  await recordActivity(db, {
    action: 'system.maintenance',
    user: null,
    actor: 'system',
    details: { task: 'schema_upgraded', from: run.from, migrations: run.applied },
  });
  return true;
}

export async function recordActivityRetention(
  db: Database,
  deleted: number,
  retentionDays: number,
): Promise<void> {
  await recordActivity(db, {
    action: 'system.maintenance',
    user: null,
    actor: 'system',
    details: { task: 'activity_retention', deleted, retentionDays },
  });
}
