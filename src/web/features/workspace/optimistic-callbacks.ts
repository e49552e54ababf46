/**
 * The three steps every optimistic write shares, as TanStack Query mutation callbacks: `begin`
 * applies the operation and keeps its handle as the mutation's context; on success the server's
 * row (of the write's kind) replaces the optimistic one; on refusal exactly that operation is
 * reverted. Task, checklist, board and attachment writes all settle through these.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Entity, EntityKind } from '../../../shared/contracts/entities.ts';
import type { Operation } from './optimistic.ts';
import {
  beginOperation,
  confirmOperation,
  rollbackOperation,
  type PendingHandle,
} from './workspace-query.ts';

export interface WriteContext {
  handle: PendingHandle | undefined;
}

export function optimisticCallbacks(client: QueryClient) {
  return {
    /** Apply `op` now (nothing when there is nothing to apply, e.g. an unknown id). */
    begin: (op: Operation | undefined): WriteContext => ({
      handle: op ? beginOperation(client, op) : undefined,
    }),
    /** On success: take the returned row of `kind` as the server's. */
    confirmRow:
      <K extends EntityKind>(kind: K) =>
      (row: Entity<K>, _vars: unknown, ctx: WriteContext | undefined) => {
        if (ctx?.handle) confirmOperation(client, ctx.handle, { [kind]: [row] });
      },
    /** On success of a write that returns no row (a delete). */
    confirm: (_result: unknown, _vars: unknown, ctx: WriteContext | undefined) => {
      if (ctx?.handle) confirmOperation(client, ctx.handle);
    },
    rollback: (_error: unknown, _vars: unknown, ctx: WriteContext | undefined) => {
      if (ctx?.handle) rollbackOperation(client, ctx.handle);
    },
  };
}
