/**
 * Quick add used before the capture parser has arrived: each Enter is kept as it was typed and
 * added, understood, once the parser is there, even when the person has typed more meanwhile.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, wallClock } from '../due-dates.ts';
import { prepareDom, renderBoard } from '../testing/board-harness.tsx';

// The parser's chunk arrives only when the test says so.
const gate = await vi.hoisted(async () =>
  (await import('../../capture/testing/parser-gate.ts')).parserGate(),
);
vi.mock('../../../../shared/capture/index.ts', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

const server = setupServer();
let restore: () => void;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  restore = prepareDom();
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  restore();
});

const today = wallClock(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone).date;

describe('quick add before the parser arrives', () => {
  it('keeps every Enter, in order, and adds each as the parser understands it', async () => {
    const user = userEvent.setup();
    const { fake } = renderBoard(server, []);
    const schedule = await screen.findByRole('region', { name: '2 Schedule' });
    const field = within(schedule).getByRole('textbox', { name: 'Add a task to Schedule' });

    await user.type(field, 'Buy milk tomorrow{Enter}');
    expect(field).toHaveValue('');
    await user.type(field, 'Call Bob{Enter}');
    await user.type(field, 'Still typing');
    expect(fake.tasks.size).toBe(0);
    // Said, and shown: the Enters are waiting, not lost.
    expect(within(schedule).getByRole('status')).toHaveTextContent('Adding 2 tasks…');
    expect(within(schedule).getByText('Adding 2 tasks…', { selector: 'p[aria-hidden]' })).toBeVisible();

    gate.open();
    await waitFor(() => expect(fake.tasks.size).toBe(2));
    const added = [...fake.tasks.values()];
    expect(added.find((task) => task.title === 'Buy milk')).toMatchObject({
      quadrant: 1,
      dueDate: addDays(today, 1),
    });
    expect(added.find((task) => task.title === 'Call Bob')).toMatchObject({ quadrant: 2, dueDate: null });
    expect(field).toHaveValue('Still typing');
    expect(within(schedule).queryByText(/^Adding/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: '1 Do First' })).getByRole('listitem', { name: 'Buy milk' }),
    ).toBeInTheDocument();
  });
});
