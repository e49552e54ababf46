import type { Selectable } from 'kysely';
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import type { AttachmentsTable } from '../../db/schema.ts';
import type { EntitySource } from '../sync/entity-sources.ts';
import { splitChanges } from '../sync/entity-sources.ts';

export type AttachmentRow = Selectable<AttachmentsTable>;

export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    taskId: row.taskId,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    createdAt: new Date(row.createdAt).toISOString(),
    version: row.version,
  };
}

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
