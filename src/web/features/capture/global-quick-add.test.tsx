import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCaptureParser } from './parser-loader.ts';
import { QuickAddLauncher } from './quick-add-launcher.tsx';

vi.mock('../../../shared/capture/index.ts', () => import('./testing/fake-parser.ts'));

const BOARDS = [
  { id: 'b-home', name: 'Home' },
  { id: 'b-work', name: 'Work' },
];

function renderLauncher() {
  const onAdd = vi.fn();
  render(
    <>
      <input aria-label="Search" />
      <div role="menu" aria-label="Language">
        <button type="button" role="menuitem">
          Nederlands
        </button>
      </div>
      <QuickAddLauncher boards={BOARDS} defaultBoardId="b-home" onAdd={onAdd} />
    </>,
  );
  return onAdd;
}

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  fireEvent.keyDown(target, { key, ...init });
}

describe('global quick add', () => {
  beforeAll(async () => {
    await loadCaptureParser();
  });

  it('opens on q or n from anywhere, not while typing, in a menu or with a modifier', () => {
    renderLauncher();
    press('n', {}, screen.getByRole('textbox', { name: 'Search' }));
    press('n', { ctrlKey: true });
    press('n', {}, screen.getByRole('menuitem', { name: 'Nederlands' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    press('q');
    expect(screen.getByRole('dialog', { name: 'Quick add' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Task' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    press('n');
    expect(screen.getByRole('dialog', { name: 'Quick add' })).toBeInTheDocument();
  });

  it('adds on the current board, in Schedule or where the words put it', () => {
    const onAdd = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Quick add' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Quadrant' })).toHaveValue('2');
    expect(within(dialog).getByRole('combobox', { name: 'Board' })).toHaveValue('b-home');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Task' }), {
      target: { value: 'Send the invoice tomorrow at 5pm #work' },
    });
    expect(within(dialog).getByRole('combobox', { name: 'Quadrant' })).toHaveValue('1');
    expect(within(dialog).getByRole('combobox', { name: 'Board' })).toHaveValue('b-work');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));

    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({
        title: 'Send the invoice',
        dueTime: '17:00',
        quadrant: 1,
        boardId: 'b-work',
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a quadrant picked by hand wins over the words, and its chip goes', () => {
    const onAdd = renderLauncher();
    press('n');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Task' }), {
      target: { value: 'Pay rent asap' },
    });
    expect(within(dialog).getByRole('list', { name: 'Understood' })).toHaveTextContent('→ Do First');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Quadrant' }), { target: { value: '3' } });
    expect(within(dialog).queryByRole('list', { name: 'Understood' })).toBeNull();
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Task' }));
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ title: 'Pay rent', quadrant: 3 })]);
  });

  it('a brain dump is listed to confirm, edit or trim, then added at once', () => {
    const onAdd = renderLauncher();
    press('n');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Task' }), {
      target: { value: 'call mum tomorrow, finish the report !2, and clean the garage !4' },
    });
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Task' }));

    const list = within(dialog).getByTestId('brain-dump');
    expect(within(list).getAllByRole('textbox')).toHaveLength(3);
    expect(within(list).getByRole('textbox', { name: 'Task 1 of 3' })).toHaveValue('call mum tomorrow');
    expect(within(list).getAllByRole('list', { name: 'Understood' })[0]).toHaveTextContent('Tomorrow');

    fireEvent.change(within(list).getByRole('textbox', { name: 'Task 2 of 3' }), {
      target: { value: 'finish the slides !2' },
    });
    fireEvent.click(within(list).getByRole('button', { name: 'Remove task 3' }));
    expect(within(list).getAllByRole('textbox')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 tasks' }));

    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ title: 'call mum', quadrant: 1, boardId: 'b-home' }),
      expect.objectContaining({ title: 'finish the slides', quadrant: 2, boardId: 'b-home' }),
    ]);
  });

  it('several tasks said in one breath open the list when the recognizer ends', () => {
    class FakeRecognition {
      static last: FakeRecognition | null = null;
      lang = '';
      interimResults = false;
      continuous = false;
      maxAlternatives = 1;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        FakeRecognition.last = this;
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    try {
      renderLauncher();
      press('n');
      const dialog = screen.getByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add by voice' }));
      const recognizer = FakeRecognition.last;
      act(() => {
        recognizer?.onresult?.({
          resultIndex: 0,
          results: [{ isFinal: true, 0: { transcript: 'call mum tomorrow and buy milk' }, length: 1 }],
        });
        recognizer?.onend?.();
      });
      const list = within(dialog).getByTestId('brain-dump');
      expect(
        within(list)
          .getAllByRole('textbox')
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['call mum tomorrow', 'buy milk']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Back returns from the list to the text', () => {
    renderLauncher();
    press('n');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Task' }), { target: { value: 'a, b' } });
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Task' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Task' })).toHaveValue('a, b');
  });
});
