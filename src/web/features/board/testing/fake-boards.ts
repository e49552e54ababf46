/**
 * Board creation for component tests (MSW), beside the workspace's fake API: `refuse` answers as
 * the Free plan does at its board limit. Bodies and answers go through the shared contract.
 */
import { http, HttpResponse } from 'msw';
import { BoardSchema, CreateBoardSchema, type Board } from '../../../../shared/contracts/boards.ts';
import { newId } from '../../../../shared/ids.ts';

export interface FakeBoards {
  created: Board[];
  refuse: boolean;
}

const base = 'http://localhost:3000';

export function fakeBoardHandlers(boards: FakeBoards) {
  return [
    http.post(`${base}/api/boards`, async ({ request }) => {
      const body = CreateBoardSchema.parse(await request.json());
      if (boards.refuse) {
        return HttpResponse.json(
          {
            error: {
              code: 'PLAN_LIMIT_REACHED',
              message: 'Limit',
              details: { limit: 'boards', max: 5, tier: 'basic' },
            },
          },
          { status: 402 },
        );
      }
      const now = new Date().toISOString();
      const board = BoardSchema.parse({
        id: body.id ?? newId(),
        name: body.name,
        order: body.order ?? 'a0',
        createdAt: now,
        updatedAt: now,
        version: 1000 + boards.created.length,
      });
      boards.created.push(board);
      return HttpResponse.json(board, { status: 201 });
    }),
  ];
}
