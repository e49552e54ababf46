/**
 * The global quick add closed before the capture parser arrived, with an Enter held: the task is
 * still added, understood, once the parser is there.
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

describe('global quick add closed while an Enter waits for the parser', () => {
  it('still adds the task, as the parser understands it, on the board picked', async () => {
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
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Board' }), {
      target: { value: 'b-work' },
    });
    fireEvent.submit(field);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();

    await act(async () => arrival.open());
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({
        title: 'Send the invoice',
        dueTime: '17:00',
        quadrant: 1,
        boardId: 'b-work',
      }),
    ]);
  });
});
