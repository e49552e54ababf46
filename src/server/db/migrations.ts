/**
 * The one migration set, for SQLite and PostgreSQL alike: only types both share (text, integer,
 * bigint). Applied on start under Kysely's migration lock, so several processes may start at once.
 * Never edit a released migration: add the next one.
 */
import { type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { m005Search } from './search-migration.ts';
import { m007History } from './history-migration.ts';
import { m008Jobs } from './jobs-migration.ts';
import { m009CalendarFeeds } from './calendar-migration.ts';
import { m013UserIdentities } from './identities-migration.ts';
import { m014Billing } from './billing-migration.ts';
import { m015Apple } from './apple-migration.ts';
import { m016ActivityLog } from './activity-migration.ts';
import { m018PushDevices } from './push-devices-migration.ts';
import { m019OutgoingMail } from './outgoing-mail-migration.ts';
import { m020ApiTokens } from './api-tokens-migration.ts';
import { m021MoveIns } from './move-in-migration.ts';
import { m017InstallationState } from './installation-migration.ts';
import { m018ActivityLogById } from './activity-by-id-migration.ts';
import { m010Reminders } from './reminders-migration.ts';
import { m011Recurrence } from './recurrence-migration.ts';
import { m012Profile } from './profile-migration.ts';

const m001: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('language', 'text')
      .addColumn('tier', 'text', (c) => c.notNull().defaultTo('basic'))
      .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('last_login_at', 'bigint')
      .execute();

    await db.schema
      .createTable('boards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('boards_user_version').on('boards').columns(['user_id', 'version']).execute();

    await db.schema
      .createTable('tasks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('quadrant', 'integer', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('completed_at', 'bigint')
      .addColumn('pool_sort_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('tasks_user_version').on('tasks').columns(['user_id', 'version']).execute();

    await db.schema
      .createTable('task_boards')
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('sort_key', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('task_boards_pk', ['task_id', 'board_id'])
      .execute();
    await db.schema.createIndex('task_boards_board').on('task_boards').columns(['board_id']).execute();

    await db.schema
      .createTable('mutations')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mutations_pk', ['user_id', 'id'])
      .execute();

    await db.schema
      .createTable('oidc_models')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('uid', 'text')
      .addColumn('expires_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .addPrimaryKeyConstraint('oidc_models_pk', ['kind', 'id'])
      .execute();
    await db.schema.createIndex('oidc_models_grant').on('oidc_models').columns(['grant_id']).execute();
    await db.schema.createIndex('oidc_models_uid').on('oidc_models').columns(['uid']).execute();

    await db.schema
      .createTable('activity_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('ip_address', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activity_log_created').on('activity_log').columns(['created_at']).execute();
  },
};

/** One-time password-reset links: only the SHA-256 of each token is stored. */
const m002: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_resets_user_created')
      .on('password_resets')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('password_resets_expires')
      .on('password_resets')
      .columns(['expires_at'])
      .execute();
  },
};

/** Finding the first task of a quadrant (new tasks go first) without scanning the user's tasks. */
const m003: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('tasks_user_quadrant_pool_order')
      .on('tasks')
      .columns(['user_id', 'quadrant', 'pool_sort_key'])
      .execute();
    await db.schema
      .createIndex('task_boards_board_order')
      .on('task_boards')
      .columns(['board_id', 'sort_key'])
      .execute();
  },
};

/**
 * Tasks in depth: a rich-text description (and its plain text, for search), a due time, checklist
 * items and attachments, each a synced entity of its own (version-stamped, tombstoned on delete).
 */
const m004: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tasks')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('tasks')
      .addColumn('description_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('tasks').addColumn('due_time', 'text').execute();

    await db.schema
      .createTable('checklist_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('checklist_items_user_version')
      .on('checklist_items')
      .columns(['user_id', 'version'])
      .execute();
    await db.schema
      .createIndex('checklist_items_task')
      .on('checklist_items')
      .columns(['task_id', 'sort_key'])
      .execute();

    await db.schema
      .createTable('attachments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('task_id', 'text', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('attachments_user_version')
      .on('attachments')
      .columns(['user_id', 'version'])
      .execute();
    await db.schema.createIndex('attachments_task').on('attachments').columns(['task_id']).execute();
  },
};

/**
 * Hardening: disabled accounts, the subjects of deleted accounts (an external issuer's still-valid
 * token must not re-create one), idempotency fingerprints, the index the mutation cleanup uses,
 * and each user's tombstone horizon (sync versions below it may have lost their tombstones).
 */
const m006: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('disabled_at', 'bigint').execute();
    await db.schema
      .alterTable('users')
      .addColumn('tombstone_horizon', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('deleted_subjects')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('deleted_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('mutations')
      .addColumn('fingerprint', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('mutations_user_created')
      .on('mutations')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.createIndex('mutations_created').on('mutations').columns(['created_at']).execute();
  },
};

export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-password-resets': m002,
  '003-order-indexes': m003,
  '004-task-details': m004,
  '005-search': m005Search,
  '006-hardening': m006,
  '007-history-costs': m007History,
  '008-jobs': m008Jobs,
  '009-calendar-feeds': m009CalendarFeeds,
  '010-reminders': m010Reminders,
  '011-recurrence': m011Recurrence,
  '012-profile': m012Profile,
  '013-user-identities': m013UserIdentities,
  '014-billing': m014Billing,
  '015-apple': m015Apple,
  '016-activity-log': m016ActivityLog,
  '017-installation-state': m017InstallationState,
  '018-activity-log-by-id': m018ActivityLogById,
  '018-push-devices': m018PushDevices,
  '019-outgoing-mail': m019OutgoingMail,
  '020-api-tokens': m020ApiTokens,
  '021-move-ins': m021MoveIns,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
