import type { EntitySource } from '../sync/entity-source.ts';
import { splitChanges } from '../sync/entity-source.ts';
import { taskRowsChangedSince } from './tasks.repo.ts';
import { presentTasks } from './tasks.service.ts';

export const taskChanges: EntitySource<'tasks'> = async (db, userId, since) =>
  splitChanges(await taskRowsChangedSince(db, userId, since), (rows) => presentTasks(db, userId, rows));
