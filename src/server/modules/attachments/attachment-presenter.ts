/**
 * An attachment row as the API shows it. Kept apart from attachments.sync.ts, which sync's
 * registry imports: the routes importing the presenter from there would close an import cycle.
 */
import type { Selectable } from 'kysely';
import type { Attachment } from '../../../shared/contracts/attachments.ts';
import type { AttachmentsTable } from '../../db/schema.ts';
import { isoTime } from '../../http/iso-time.ts';

export type AttachmentRow = Selectable<AttachmentsTable>;

export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    taskId: row.taskId,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    createdAt: isoTime(row.createdAt),
    version: row.version,
  };
}
