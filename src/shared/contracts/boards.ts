import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { OrderKeySchema } from '../order.ts';
import { hasNul, NUL_MESSAGE } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

export const BOARD_NAME_MAX = 100;
/** The pseudo-board of tasks that belong to no board. Never stored, never counted. */
export const POOL_BOARD_ID = 'pool';

export const BoardNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the board a name')
  .max(BOARD_NAME_MAX)
  .refine((s) => !hasNul(s), NUL_MESSAGE);

export const BoardSchema = z.object({
  id: IdSchema,
  name: z.string(),
  order: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type Board = z.infer<typeof BoardSchema>;

export const BoardParamsSchema = z.object({ boardId: IdSchema });

export const CreateBoardSchema = z.object({
  id: IdSchema.optional(),
  name: BoardNameSchema,
  order: OrderKeySchema.optional(),
});
export type CreateBoard = z.infer<typeof CreateBoardSchema>;

export const UpdateBoardSchema = z
  .object({ name: BoardNameSchema.optional(), order: OrderKeySchema.optional() })
  .refine((v) => v.name !== undefined || v.order !== undefined, 'Nothing to change');
export type UpdateBoard = z.infer<typeof UpdateBoardSchema>;

export const WriteResultSchema = z.object({ version: z.number().int() });

export const listBoards = defineEndpoint({
  method: 'GET',
  path: '/api/boards',
  summary: 'List your boards',
  tag: 'boards',
  response: z.array(BoardSchema),
});

export const createBoard = defineEndpoint({
  method: 'POST',
  path: '/api/boards',
  summary: 'Create a board',
  tag: 'boards',
  body: CreateBoardSchema,
  response: BoardSchema,
  status: 201,
  write: true,
});

export const updateBoard = defineEndpoint({
  method: 'PATCH',
  path: '/api/boards/:boardId',
  summary: 'Rename or reorder a board',
  tag: 'boards',
  params: BoardParamsSchema,
  body: UpdateBoardSchema,
  response: BoardSchema,
  write: true,
});

export const deleteBoard = defineEndpoint({
  method: 'DELETE',
  path: '/api/boards/:boardId',
  summary: 'Delete a board; its tasks stay on their other boards or return to the pool',
  tag: 'boards',
  params: BoardParamsSchema,
  response: WriteResultSchema,
  write: true,
});
