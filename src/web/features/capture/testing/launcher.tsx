import { fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { QuickAddLauncher } from '../quick-add-launcher.tsx';

/**
 * The global quick add on the Home board (Work is the other), opened, with `text` typed and, when
 * given, `board` picked. Returns the dialog, its field and the `onAdd` spy.
 */
export function openLauncherWith(text: string, board?: string) {
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
  fireEvent.change(field, { target: { value: text } });
  if (board)
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Board' }), { target: { value: board } });
  return { onAdd, dialog, field };
}
