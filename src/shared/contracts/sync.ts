/**
 * Sync protocol, version 2. Every write bumps the user's version; a client holds the highest version
 * it has applied as its cursor, pulls "everything since V" (deletes as ids), and keeps a socket that
 * tells it when there is more. A gap or an unknown cursor means resync, never clever merging.
 * Version 2: every entity kind of the registry (entities.ts) rides in the same envelope, and `full`
 * says the batch is a complete snapshot that replaces what the client holds (a first pull, or a
 * cursor older than the deletes the server still remembers).
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ChangedEntitiesSchema, DeletedEntitiesSchema } from './entities.ts';

export const SYNC_PROTOCOL_VERSION = 2;

export const ChangesSchema = ChangedEntitiesSchema.extend({
  /** The cursor to send next time. */
  version: z.number().int(),
  /** A complete snapshot: drop everything held and take this instead. */
  full: z.boolean(),
  deleted: DeletedEntitiesSchema,
});
export type Changes = z.infer<typeof ChangesSchema>;

export const ChangesQuerySchema = z.object({ since: z.coerce.number().int().min(0).default(0) });

export const getChanges = defineEndpoint({
  method: 'GET',
  path: '/api/sync',
  summary: 'Everything that changed after version `since` (0: everything), deletes included',
  tag: 'sync',
  query: ChangesQuerySchema,
  response: ChangesSchema,
});

/** Client → server over `/api/ws`. The first message must be `hello` within 10 s. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    protocol: z.literal(SYNC_PROTOCOL_VERSION),
    token: z.string().min(1),
    since: z.number().int().min(0),
  }),
  /** A refreshed access token for a long-lived socket. */
  z.object({ type: z.literal('token'), token: z.string().min(1) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const RESYNC_REASONS = ['cursor_ahead', 'protocol_mismatch'] as const;

/** Why a device is told to sign out: the password changed, or an admin ended every session. */
export const SIGNED_OUT_REASONS = ['password-changed', 'sessions-revoked'] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

/** Server → client. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), version: z.number().int() }),
  z.object({ type: z.literal('changes'), changes: ChangesSchema }),
  z.object({ type: z.literal('resync'), reason: z.enum(RESYNC_REASONS) }),
  z.object({ type: z.literal('pong') }),
  /** The plan changed (subscription, tier, limits): refetch what is shown of it. */
  z.object({ type: z.literal('entitlements') }),
  /** Every sign-in of the account was ended (its password changed, or an admin ended them): sign out. */
  z.object({ type: z.literal('signed-out'), reason: z.enum(SIGNED_OUT_REASONS) }),
  z.object({
    type: z.literal('error'),
    code: z.enum(['UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'RATE_LIMITED']),
    message: z.string(),
  }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
