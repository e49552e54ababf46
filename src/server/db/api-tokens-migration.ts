import type { Kysely, Migration } from 'kysely';

/**
 * Personal API tokens (issue 36): a person's named credentials for scripts and agents. Only the
 * SHA-256 of a token's secret is stored (the lookup is by that hash, unique); revoking deletes
 * the row, so a revoked token is simply unknown. `last_used_at` is written at most once a minute
 * per token. `api_token_changes` is the MCP server's undo history, a few entries per token,
 * gone with the token (and both with the account).
 */
export const m020ApiTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('api_tokens_user')
      .on('api_tokens')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('api_token_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_id', 'text', (c) => c.notNull().references('api_tokens.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      // JSON: what the change did, as an undo can turn it around (mcp/mcp-history.ts).
      .addColumn('change', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('api_token_changes_token')
      .on('api_token_changes')
      .columns(['token_id', 'id'])
      .execute();
  },
};
