import type { Kysely, Migration } from 'kysely';

/**
 * Move in (issue 36): an import from another app, kept from its preview to its undo.
 * `move_ins` holds the file's reading (its lists, what was skipped or changed, as JSON), the
 * mapping the person chose, and the import's progress (`next_seq`: the next item a batch takes) and
 * what it made (`boards`: JSON, list key → board id). `move_in_items` holds one row per task read,
 * in the file's order (`seq`), the columns the preview counts by beside the whole task as JSON
 * (`data`), and, once imported, the task it became (`task_id`): what the rest of an import and its
 * undo go by. Both go with the account; the `move-ins.expire` job removes old ones.
 */
export const m021MoveIns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('move_ins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('encoding', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('lists', 'text', (c) => c.notNull())
      .addColumn('report', 'text', (c) => c.notNull())
      .addColumn('mapping', 'text', (c) => c.notNull())
      .addColumn('item_count', 'integer', (c) => c.notNull())
      .addColumn('next_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('boards', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema.createIndex('move_ins_user').on('move_ins').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('move_ins_updated').on('move_ins').columns(['updated_at']).execute();

    await db.schema
      .createTable('move_in_items')
      .addColumn('move_in_id', 'text', (c) => c.notNull().references('move_ins.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('list_key', 'text', (c) => c.notNull())
      .addColumn('priority', 'text', (c) => c.notNull())
      .addColumn('completed', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('repeats', 'integer', (c) => c.notNull())
      .addColumn('checklist', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('task_id', 'text')
      .addPrimaryKeyConstraint('move_in_items_pk', ['move_in_id', 'seq'])
      .execute();
  },
};
