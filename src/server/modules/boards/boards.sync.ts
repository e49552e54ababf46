import type { EntitySource } from '../sync/entity-source.ts';
import { splitChanges } from '../sync/entity-source.ts';
import { boardRowsChangedSince } from './boards.repo.ts';
import { presentBoard } from './boards.service.ts';

export const boardChanges: EntitySource<'boards'> = async (db, userId, since) =>
  splitChanges(await boardRowsChangedSince(db, userId, since), (rows) => rows.map(presentBoard));
