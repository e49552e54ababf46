/**
 * The global quick add closed before the capture parser arrived, with an Enter held: the task is
 * still added, understood, once the parser is there.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openLauncherWith } from './testing/launcher.tsx';

const gate = await vi.hoisted(async () => (await import('./testing/parser-gate.ts')).parserGate());
vi.mock('../../../shared/capture/index.ts', async () => {
  await gate.arrived;
  return import('./testing/fake-parser.ts');
});

describe('global quick add closed while an Enter waits for the parser', () => {
  it('still adds the task, as the parser understands it, on the board picked', async () => {
    const { onAdd, dialog, field } = openLauncherWith('Send the invoice tomorrow at 5pm', 'b-work');
    fireEvent.submit(field);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();

    await act(async () => gate.open());
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
