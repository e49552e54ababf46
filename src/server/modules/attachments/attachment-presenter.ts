/**
 * An attachment row as the API shows it. Kept apart from attachments.sync.ts, which sync's
 * registry imports: the routes importing the presenter from there would close an import cycle.
 */
import type { Selectable } from 'kysely';
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import type { AttachmentsTable } from '../../db/schema.ts';

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
