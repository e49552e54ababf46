/**
 * The global quick add used before the capture parser has arrived: Enter keeps the text and the
 * pickers as they were, and the task is added, understood, once the parser is there.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuickAddLauncher } from './quick-add-launcher.tsx';

const arrival = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open: () => open() };
});
vi.mock('../../../shared/capture/index.ts', async () => {
  await arrival.gate;
  return import('./testing/fake-parser.ts');
});

describe('global quick add before the parser arrives', () => {
  it('adds the text as Enter left it, in the quadrant and on the board picked then', async () => {
    const onAdd = vi.fn();
    render(
      <QuickAddLauncher
        boards={[
          { id: 'b-home', name: 'Home' },
          { id: 'b-work', name: 'Work' },
        ]}
        defaultBoardId="b-home"
        onAdd={onAdd}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quick add' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Task' });
    fireEvent.change(field, { target: { value: 'Send the invoice tomorrow at 5pm' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quadrant' }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Board' }), {
      target: { value: 'b-work' },
    });
    fireEvent.submit(field);
    expect(onAdd).not.toHaveBeenCalled();
    expect(field).toHaveValue('');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Adding 1 task…');
    // Changed after Enter: not what that Enter asked for.
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quadrant' }), { target: { value: '4' } });

    await act(async () => arrival.open());
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
