/** Personal API tokens and the MCP server's undo history (migration 020, issue 36). */

export interface ApiTokensTable {
  id: string;
  userId: string;
  name: string;
  /** 'read' or 'read_write' (shared/contracts/api-tokens.ts). */
  scope: string;
  /** SHA-256 (hex) of the secret. */
  tokenHash: string;
  createdAt: number;
  /** Refused from this instant on; null: never expires. */
  expiresAt: number | null;
  /** Kept to the minute: at most one write per token per minute. */
  lastUsedAt: number | null;
}

export interface ApiTokenChangesTable {
  /** UUIDv7: newest last in the index. */
  id: string;
  tokenId: string;
  userId: string;
  /** JSON (modules/mcp/mcp-history.ts). */
  change: string;
  createdAt: number;
}
