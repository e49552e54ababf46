/** Ids are UUIDv7, created by clients so that a replayed mutation applies once. */
import { v7 } from 'uuid';
import { z } from 'zod';

export const IdSchema = z.uuid({ message: 'Not a valid id' });
export type Id = z.infer<typeof IdSchema>;

export function newId(): string {
  return v7();
}

/**
 * The smallest UUIDv7 of the millisecond `ms` (a UUIDv7 begins with its millisecond): every id
 * made at or after `ms` sorts at or after it, every id made before sorts before it.
 */
export function firstIdAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}
