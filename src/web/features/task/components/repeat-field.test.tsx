import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { createFakeApi, fakeApiHandlers } from '../../workspace/testing/fake-api.ts';
import { makeTask, testId } from '../../workspace/testing/fixtures.ts';
import { useTask } from '../../workspace/use-workspace.ts';
import { workspaceQuery } from '../../workspace/workspace-query.ts';
import { RepeatField } from './repeat-field.tsx';

const server = setupServer();
const realFetch = globalThis.fetch;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const patched = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    patched(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  globalThis.fetch = realFetch;
});

const id = testId(1);

function Live() {
  const task = useTask(id);
  return task ? <RepeatField task={task} /> : null;
}

async function renderField(task: Task) {
  const fake = createFakeApi([task]);
  server.use(...fakeApiHandlers(fake));
  const client = createQueryClient();
  await client.fetchQuery(workspaceQuery());
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/board/pool/matrix?task=' + id]}>
        <Live />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

const choice = () => screen.getByRole('combobox', { name: 'How often' });

describe('the repeat field', () => {
  it('offers presets anchored on the due date and saves the chosen rule', async () => {
    // 2999-01-07 is a Monday.
    const fake = await renderField(makeTask({ id, dueDate: '2999-01-07' }));
    expect(screen.getByRole('option', { name: 'Every week on Monday' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Every month on day 7' })).toBeInTheDocument();
    fireEvent.change(choice(), { target: { value: 'weekdays' } });
    expect(choice()).toHaveValue('weekdays');
    await waitFor(() => expect(fake.tasks.get(id)?.repeat).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'));
    expect(screen.getByText(/Every weekday/, { selector: 'span' })).toBeInTheDocument();
  });

  it('custom: weekday toggles with aria-pressed; the last day cannot be turned off', async () => {
    const fake = await renderField(makeTask({ id, dueDate: '2999-01-07', repeat: 'FREQ=WEEKLY;BYDAY=MO' }));
    fireEvent.change(choice(), { target: { value: 'custom' } });
    const monday = screen.getByRole('button', { name: 'Monday' });
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    act(() => monday.click());
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    act(() => screen.getByRole('button', { name: 'Thursday' }).click());
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Interval' }), { target: { value: '2' } });
    await waitFor(() => expect(fake.tasks.get(id)?.repeat).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH'));
    expect(screen.getByText(/Every 2 weeks on Mon, Thu/, { selector: 'span' })).toBeInTheDocument();
  });

  it('an undated task is dated when it starts repeating', async () => {
    const fake = await renderField(makeTask({ id }));
    expect(screen.getByText(/needs a due date/)).toBeInTheDocument();
    fireEvent.change(choice(), { target: { value: 'daily' } });
    await waitFor(() => expect(fake.tasks.get(id)).toMatchObject({ repeat: 'FREQ=DAILY' }));
    expect(fake.tasks.get(id)?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a completed occurrence links to the next, or says the plan stopped it', async () => {
    const done = { id, completed: true, completedAt: '2026-01-01T00:00:00.000Z', dueDate: '2999-01-07' };
    await renderField(makeTask({ ...done, nextOccurrenceId: testId(2) }));
    expect(screen.getByRole('link', { name: 'Open the next one' })).toHaveAttribute(
      'href',
      `/app/board/pool/matrix?task=${testId(2)}`,
    );
  });

  it('a completed occurrence the plan gave no next one says what to do', async () => {
    const done = { id, completed: true, completedAt: '2026-01-01T00:00:00.000Z', dueDate: '2999-01-07' };
    await renderField(makeTask({ ...done, repeat: 'FREQ=DAILY' }));
    expect(screen.getByText(/task limit is reached/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
