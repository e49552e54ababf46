/**
 * Issue 2, authorization: one person's boards and tasks do not exist for anyone else. Person B,
 * holding a real token from a real sign-in, gets "not found" in the browser and 404 NOT_FOUND from
 * every API route for A's ids (never 403, which would confirm they exist), cannot change anything
 * of A's, and B's sync socket never carries A's changes.
 */
import { expect, test } from '@playwright/test';
import { POOL_BOARD_ID } from '../src/shared/contracts/boards.ts';
import { ChangesSchema } from '../src/shared/contracts/sync.ts';
import { ErrorBodySchema } from '../src/shared/errors.ts';
import { accessToken, newAccount, newDevice, signUp } from './support/accounts.ts';
import { createTask, json, listBoards, listTasks, openSyncSocket, send, type Caller } from './support/api.ts';
import { addTask, createBoard, quadrant, taskCard } from './support/board.ts';

const SECRET_BOARD = 'Acquisition plans';
const SECRET_TASK = 'Negotiate with Contoso';
const DELETED_TASK = 'Draft the term sheet';

test("another person's boards and tasks are invisible and untouchable", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const alice = newAccount('Alice');
  const bob = newAccount('Bob');

  const a = await test.step('Alice signs up and makes a board with tasks', async () => {
    await signUp(page, alice);
    const boardId = await createBoard(page, SECRET_BOARD);
    await addTask(page, 1, SECRET_TASK);
    await addTask(page, 2, DELETED_TASK);
    const caller: Caller = { request, token: await accessToken(page) };
    const tasks = await listTasks(caller, boardId);
    const task = tasks.find((t) => t.title === SECRET_TASK);
    const deleted = tasks.find((t) => t.title === DELETED_TASK);
    if (!task || !deleted) throw new Error("Alice's tasks are not in the API's list of her board");
    expect((await send(caller, 'DELETE', `/api/tasks/${deleted.id}`)).status()).toBe(200);
    return { caller, boardId, taskId: task.id, deletedTaskId: deleted.id };
  });

  const bobDevice = await newDevice(browser, baseURL);
  try {
    const bobPage = await bobDevice.newPage();
    const b = await test.step('Bob signs up on his own device', async () => {
      await signUp(bobPage, bob);
      const caller: Caller = { request, token: await accessToken(bobPage) };
      const own = await createTask(caller, {
        title: 'Water the plants',
        quadrant: 2,
        boardId: POOL_BOARD_ID,
      });
      return { caller, ownTaskId: own.id };
    });

    await test.step("Bob's browser shows Alice's board URL as not found", async () => {
      await bobPage.goto(`/app/board/${a.boardId}/matrix`);
      await expect(bobPage.getByRole('heading', { name: /not found/i })).toBeVisible();
      await expect(bobPage.getByText(SECRET_TASK)).toHaveCount(0);
      await expect(bobPage.getByText(SECRET_BOARD)).toHaveCount(0);
    });

    await test.step("every API route answers 404 NOT_FOUND to Bob for Alice's ids", async () => {
      const probes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
        ['GET', `/api/tasks?boardId=${a.boardId}`],
        ['PATCH', `/api/boards/${a.boardId}`, { name: 'Mine now' }],
        ['DELETE', `/api/boards/${a.boardId}`],
        ['POST', '/api/tasks', { title: 'Planted', quadrant: 1, boardId: a.boardId }],
        ['GET', `/api/tasks/${a.taskId}`],
        ['PATCH', `/api/tasks/${a.taskId}`, { title: 'Mine now', completed: true }],
        ['POST', `/api/tasks/${a.taskId}/move`, { boardId: a.boardId, quadrant: 4, order: 'a0' }],
        ['POST', `/api/tasks/${a.taskId}/move`, { boardId: POOL_BOARD_ID, quadrant: 4, order: 'a0' }],
        ['DELETE', `/api/tasks/${a.taskId}`],
        ['POST', `/api/tasks/${a.deletedTaskId}/restore`],
        ['POST', `/api/tasks/${a.taskId}/restore`],
        // Bob's own task, aimed at Alice's board.
        ['POST', `/api/tasks/${b.ownTaskId}/move`, { boardId: a.boardId, quadrant: 1, order: 'a0' }],
      ];
      for (const [method, url, body] of probes) {
        const res = await send(b.caller, method, url, body);
        expect.soft(res.status(), `${method} ${url}`).toBe(404);
        if (res.status() === 404)
          expect
            .soft(ErrorBodySchema.safeParse(await res.json()).data?.error.code, `${method} ${url}`)
            .toBe('NOT_FOUND');
      }
    });

    await test.step("Alice's board and tasks are exactly as she left them", async () => {
      const boards = await listBoards(a.caller);
      expect(boards.find((x) => x.id === a.boardId)?.name).toBe(SECRET_BOARD);
      const tasks = await listTasks(a.caller, a.boardId);
      const task = tasks.find((t) => t.id === a.taskId);
      expect(task).toMatchObject({ title: SECRET_TASK, quadrant: 1, completed: false });
      expect(tasks.map((t) => t.id)).not.toContain(a.deletedTaskId);
    });

    await test.step("Bob's own lists and sync feed hold nothing of Alice's", async () => {
      const boards = await listBoards(b.caller);
      expect(boards.map((x) => x.id)).not.toContain(a.boardId);
      const tasks = await listTasks(b.caller);
      expect(tasks.map((t) => t.id)).toEqual([b.ownTaskId]);
      const changes = await json(await send(b.caller, 'GET', '/api/sync?since=0'), ChangesSchema);
      const feed = JSON.stringify(changes);
      for (const secret of [a.boardId, a.taskId, a.deletedTaskId, SECRET_BOARD, SECRET_TASK])
        expect(feed).not.toContain(secret);
    });

    await test.step("Bob's sync socket never carries Alice's changes", async () => {
      if (!baseURL) throw new Error('baseURL is not configured');
      const since = async (caller: Caller) =>
        (await json(await send(caller, 'GET', '/api/sync?since=0'), ChangesSchema)).version;
      const aliceSocket = await openSyncSocket(baseURL, a.caller.token, await since(a.caller));
      const bobSocket = await openSyncSocket(baseURL, b.caller.token, await since(b.caller));
      try {
        const fresh = await createTask(a.caller, {
          title: 'Close the deal',
          quadrant: 1,
          boardId: a.boardId,
        });
        expect(
          (await send(a.caller, 'PATCH', `/api/tasks/${a.taskId}`, { title: 'Negotiate harder' })).status(),
        ).toBe(200);
        expect((await send(a.caller, 'DELETE', `/api/tasks/${fresh.id}`)).status()).toBe(200);
        // Alice's own socket carries them: the changes were really broadcast.
        await aliceSocket.until((m) => m.type === 'changes' && m.changes.deleted.tasks.includes(fresh.id));

        // Bob's next change reaches Bob after Alice's went out, so anything leaked would be here by now.
        const sentinel = await createTask(b.caller, {
          title: 'Feed the cat',
          quadrant: 3,
          boardId: POOL_BOARD_ID,
        });
        await bobSocket.until(
          (m) => m.type === 'changes' && m.changes.tasks.some((t) => t.id === sentinel.id),
        );

        const received = JSON.stringify(bobSocket.messages);
        for (const secret of [a.boardId, a.taskId, fresh.id, 'Close the deal', 'Negotiate harder'])
          expect(received).not.toContain(secret);
      } finally {
        aliceSocket.close();
        bobSocket.close();
      }
    });

    await test.step("Alice's browser still shows her task after Bob's attempts", async () => {
      await page.reload();
      await expect(taskCard(quadrant(page, 1), 'Negotiate harder')).toBeVisible();
    });
  } finally {
    await bobDevice.close();
  }
});
