/**
 * The task sheet's reminders field: presets relative to the due date (only with one), a custom
 * offset, a chosen moment; each shows at once (optimistic), is sent to the server, and can be
 * removed. The workspace runs on the contract-built fake API; reminder writes are MSW handlers.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reminder } from '../../../../shared/contracts/reminders.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { createFakeApi, fakeApiHandlers } from '../../workspace/testing/fake-api.ts';
import { makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { workspaceQuery } from '../../workspace/workspace-query.ts';
import { RemindersField } from './reminders-field.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = 'http://localhost:3000';

async function setup(task: Task): Promise<{ client: QueryClient; created: unknown[]; deleted: string[] }> {
  const created: unknown[] = [];
  const deleted: string[] = [];
  let version = 100;
  server.use(
    ...fakeApiHandlers(createFakeApi([task])),
    http.post(`${API}/api/tasks/:taskId/reminders`, async ({ request, params }) => {
      const body = (await request.json()) as { id: string; offsetMinutes?: number; at?: string };
      created.push(body);
      const now = new Date().toISOString();
      const row: Reminder = {
        id: body.id,
        taskId: String(params.taskId),
        offsetMinutes: body.offsetMinutes ?? null,
        at: body.at ?? null,
        createdAt: now,
        updatedAt: now,
        version: ++version,
      };
      return HttpResponse.json(row, { status: 201 });
    }),
    http.delete(`${API}/api/reminders/:id`, ({ params }) => {
      deleted.push(String(params.id));
      return HttpResponse.json({ version: ++version });
    }),
  );
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  render(
    <QueryClientProvider client={client}>
      <RemindersField task={task} />
    </QueryClientProvider>,
  );
  return { client, created, deleted };
}

describe('the reminders field', () => {
  it('adds reminders before the due time, a custom one, and removes one', async () => {
    const { created, deleted } = await setup(
      makeTask({ id: testId(1), dueDate: '2099-05-01', dueTime: '14:00' }),
    );
    const group = screen.getByRole('group', { name: 'Reminders' });
    expect(within(group).getByText('No reminders.')).toBeInTheDocument();
    await userEvent.selectOptions(within(group).getByLabelText('Remind me'), '1 hour before');
    await userEvent.click(within(group).getByRole('button', { name: 'Add reminder' }));
    expect(within(within(group).getByRole('list')).getByText('1 hour before')).toBeInTheDocument();

    await userEvent.selectOptions(within(group).getByLabelText('Remind me'), 'Custom time before…');
    await userEvent.clear(within(group).getByLabelText('How long before'));
    await userEvent.type(within(group).getByLabelText('How long before'), '3');
    await userEvent.selectOptions(within(group).getByLabelText('Unit'), 'days');
    await userEvent.click(within(group).getByRole('button', { name: 'Add reminder' }));
    expect(within(within(group).getByRole('list')).getByText('3 days before')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(created.map((c) => (c as { offsetMinutes: number }).offsetMinutes)).toEqual([60, 3 * 24 * 60]),
    );

    await userEvent.click(within(group).getByRole('button', { name: 'Remove reminder: 1 hour before' }));
    expect(within(within(group).getByRole('list')).queryByText('1 hour before')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(deleted).toHaveLength(1));
  });

  it('offers only a chosen moment without a due date, and refuses one in the past', async () => {
    const { created } = await setup(makeTask({ id: testId(2) }));
    const group = screen.getByRole('group', { name: 'Reminders' });
    expect(within(group).getByRole('option', { name: '15 minutes before' })).toBeDisabled();
    expect(within(group).getByText(/Give the task a due date/)).toBeInTheDocument();
    const moment = within(group).getByLabelText('Date and time');
    await userEvent.type(moment, '2020-01-01T09:00');
    await userEvent.click(within(group).getByRole('button', { name: 'Add reminder' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('That moment has passed');
    await userEvent.clear(moment);
    await userEvent.type(moment, '2099-01-01T09:00');
    await userEvent.click(within(group).getByRole('button', { name: 'Add reminder' }));
    await vi.waitFor(() =>
      expect(created).toEqual([expect.objectContaining({ at: new Date('2099-01-01T09:00').toISOString() })]),
    );
  });
});
