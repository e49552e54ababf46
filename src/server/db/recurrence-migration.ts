import { type Kysely, type Migration } from 'kysely';

/**
 * Repeating tasks (issue 9, ADR 0020): a task's repeat rule (a canonical RFC 5545 RRULE, or null)
 * and the occurrence its completion created. The link is written once, in the completing
 * transaction, so a replayed, duplicated or repeated completion can never create a second one.
 */
export const m011Recurrence: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tasks').addColumn('repeat', 'text').execute();
    await db.schema.alterTable('tasks').addColumn('next_occurrence_id', 'text').execute();
  },
};
