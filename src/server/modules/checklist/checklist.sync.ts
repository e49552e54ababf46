import type { Selectable } from 'kysely';
import type { ChecklistItem } from '../../../shared/contracts/checklist.ts';
import type { ChecklistItemsTable } from '../../db/schema.ts';
import type { EntitySource } from '../sync/entity-sources.ts';
import { splitChanges } from '../sync/entity-sources.ts';

export type ChecklistItemRow = Selectable<ChecklistItemsTable>;

export function presentChecklistItem(row: ChecklistItemRow): ChecklistItem {
  return {
    id: row.id,
    taskId: row.taskId,
    text: row.text,
    done: row.done !== 0,
    order: row.sortKey,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    version: row.version,
  };
}

export const checklistChanges: EntitySource<'checklistItems'> = async (db, userId, since) =>
  splitChanges(
    await db
      .selectFrom('checklistItems')
      .selectAll()
      .where('userId', '=', userId)
      .where('version', '>', since)
      .execute(),
    (rows) => rows.map(presentChecklistItem),
  );
