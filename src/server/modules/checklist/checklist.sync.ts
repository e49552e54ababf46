import type { EntitySource } from '../sync/entity-source.ts';
import { splitChanges } from '../sync/entity-source.ts';
import { checklistRowsChangedSince } from './checklist.repo.ts';
import { presentChecklistItem } from './checklist.service.ts';

export const checklistChanges: EntitySource<'checklistItems'> = async (db, userId, since) =>
  splitChanges(await checklistRowsChangedSince(db, userId, since), (rows) => rows.map(presentChecklistItem));
