/** Ids are UUIDv7, created by clients so that a replayed mutation applies once. */
import { v7 } from 'uuid';
import { z } from 'zod';

export const IdSchema = z.uuid({ message: 'Not a valid id' });
export type Id = z.infer<typeof IdSchema>;

export function newId(): string {
  return v7();
}
