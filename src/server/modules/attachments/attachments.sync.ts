import type { EntitySource } from '../sync/entity-source.ts';
import { splitChanges } from '../sync/entity-source.ts';
import { presentAttachment } from './attachment-presenter.ts';

export const attachmentChanges: EntitySource<'attachments'> = async (db, userId, since) =>
  splitChanges(
    await db
      .selectFrom('attachments')
      .selectAll()
      .where('userId', '=', userId)
      .where('version', '>', since)
      .execute(),
    (rows) => rows.map(presentAttachment),
  );
