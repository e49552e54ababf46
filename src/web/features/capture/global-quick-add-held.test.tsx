/**
 * The global quick add used before the capture parser has arrived: Enter keeps the text and the
 * pickers as they were, and the task is added, understood, once the parser is there.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openLauncherWith } from './testing/launcher.tsx';

const gate = await vi.hoisted(async () => (await import('./testing/parser-gate.ts')).parserGate());
vi.mock('../../../shared/capture/index.ts', async () => {
  await gate.arrived;
  return import('./testing/fake-parser.ts');
});

describe('global quick add before the parser arrives', () => {
  it('adds the text as Enter left it, in the quadrant and on the board picked then', async () => {
    const { onAdd, dialog, field } = openLauncherWith('Send the invoice tomorrow at 5pm', 'b-work');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quadrant' }), { target: { value: '3' } });
    fireEvent.submit(field);
    expect(onAdd).not.toHaveBeenCalled();
    expect(field).toHaveValue('');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Adding 1 task…');
    // Changed after Enter: not what that Enter asked for.
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quadrant' }), { target: { value: '4' } });

    await act(async () => gate.open());
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({
        title: 'Send the invoice',
        dueTime: '17:00',
        quadrant: 3,
        boardId: 'b-work',
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
