import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Quadrant } from '../../../shared/quadrants.ts';
import { CaptureInput } from './capture-input.tsx';
import { loadCaptureParser } from './parser-loader.ts';
import { useCaptureField } from './use-capture-field.ts';

vi.mock('../../../shared/capture/index.ts', () => import('./testing/fake-parser.ts'));

const BOARDS = [{ id: 'b-work', name: 'Work' }];

function Harness({
  quadrant = 2,
  onBrainDump,
}: {
  quadrant?: Quadrant;
  onBrainDump?: (texts: string[]) => void;
}) {
  const field = useCaptureField({ quadrant, boards: BOARDS });
  return (
    <>
      <CaptureInput
        field={field}
        label="Add to Schedule"
        placeholder="Add a task"
        onBrainDump={onBrainDump}
      />
      <pre data-testid="task">{JSON.stringify(field.task)}</pre>
    </>
  );
}

function task() {
  return JSON.parse(screen.getByTestId('task').textContent ?? '{}') as Record<string, unknown>;
}

function type(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Add to Schedule' }), { target: { value: text } });
}

function chipNames() {
  const list = screen.queryByRole('list', { name: 'Understood' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    : [];
}

describe('capture chips', () => {
  beforeAll(async () => {
    await loadCaptureParser();
  });

  it('show what was understood as you type, and the field says them politely', () => {
    render(<Harness />);
    type('Call mum tomorrow at 5pm #work');
    expect(chipNames()).toEqual(['Tomorrow 5:00 PM', '→ Do First · due tomorrow → urgent', '# Work']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Understood: Tomorrow 5:00 PM; → Do First (due tomorrow → urgent); # Work',
    );
    const input = screen.getByRole('textbox', { name: 'Add to Schedule' });
    expect(input).toHaveAccessibleDescription(/Tomorrow 5:00 PM/);
    expect(task()).toMatchObject({ title: 'Call mum', dueTime: '17:00', quadrant: 1, boardId: 'b-work' });
  });

  it('removing a chip keeps its words in the title', () => {
    render(<Harness />);
    type('Call mum tomorrow at 5pm');
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove Tomorrow 5:00 PM and keep the words in the title' }),
    );
    expect(chipNames()).toEqual([]);
    expect(task()).toMatchObject({ title: 'Call mum tomorrow at 5pm', dueDate: null, quadrant: 2 });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Removed Tomorrow 5:00 PM. Its words stay in the title.',
    );
    expect(screen.getByRole('textbox', { name: 'Add to Schedule' })).toHaveFocus();
  });

  it('a removed chip stays removed while typing continues after it', () => {
    render(<Harness />);
    type('asap buy milk');
    fireEvent.click(screen.getByRole('button', { name: /^Remove → Do First/ }));
    type('asap buy milk and eggs');
    expect(task()).toMatchObject({ title: 'asap buy milk and eggs', quadrant: 2 });
  });

  it('dismissing a due-soon suggestion keeps the date and the field’s quadrant', () => {
    render(<Harness quadrant={4} />);
    type('Water plants tomorrow');
    expect(chipNames()).toEqual(['Tomorrow', '→ Delegate · due tomorrow → urgent']);
    fireEvent.click(screen.getByRole('button', { name: /^Remove → Delegate/ }));
    expect(chipNames()).toEqual(['Tomorrow']);
    expect(task()).toMatchObject({ title: 'Water plants', quadrant: 4 });
    expect(task().dueDate).not.toBeNull();
  });

  it('Backspace at the start of the field removes the last chip; elsewhere it edits the text', () => {
    render(<Harness />);
    type('Call mum tomorrow !1');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Add to Schedule' });
    input.setSelectionRange(4, 4);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chipNames()).toHaveLength(2);

    input.setSelectionRange(0, 0);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chipNames()).toEqual(['Tomorrow']);
    expect(task()).toMatchObject({ title: 'Call mum !1', quadrant: 2 });
  });

  it('a pasted paragraph of several tasks goes to the brain-dump list whole', () => {
    const onBrainDump = vi.fn();
    render(<Harness onBrainDump={onBrainDump} />);
    const input = screen.getByRole('textbox', { name: 'Add to Schedule' });
    fireEvent.paste(input, { clipboardData: { getData: () => 'buy milk' } });
    expect(onBrainDump).not.toHaveBeenCalled();
    fireEvent.paste(input, { clipboardData: { getData: () => 'buy milk, call mum tomorrow' } });
    expect(onBrainDump).toHaveBeenCalledWith(['buy milk', 'call mum tomorrow']);
  });

  it('before the parser is needed, the text is the title', () => {
    render(<Harness />);
    type('   ');
    expect(chipNames()).toEqual([]);
    expect(task()).toMatchObject({ title: '' });
  });
});

describe('voice capture with a fake recognizer', () => {
  interface FakeEvent {
    resultIndex: number;
    results: { isFinal: boolean; 0: { transcript: string }; length: 1 }[];
  }
  class FakeRecognition {
    static last: FakeRecognition | null = null;
    lang = '';
    interimResults = false;
    continuous = true;
    maxAlternatives = 1;
    onresult: ((event: FakeEvent) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
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
    say(transcript: string, isFinal: boolean) {
      this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript }, length: 1 }] });
    }
  }

  it('has no microphone where the browser cannot listen', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Add by voice' })).toBeNull();
  });

  it('shows the live transcript, then parses it like typed text', () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    try {
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Add by voice' }));
      const recognizer = FakeRecognition.last;
      expect(recognizer?.lang).toBe('en-US');
      expect(screen.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
      act(() => recognizer?.say('call the dentist', false));
      expect(screen.getByRole('textbox', { name: 'Add to Schedule' })).toHaveValue('call the dentist');
      act(() => recognizer?.say('call the dentist tomorrow at 5pm', true));
      act(() => recognizer?.stop());
      expect(screen.getByRole('button', { name: 'Add by voice' })).toHaveAttribute('aria-pressed', 'false');
      expect(chipNames()[0]).toBe('Tomorrow 5:00 PM');
      expect(task()).toMatchObject({ title: 'call the dentist', dueTime: '17:00' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('explains a refused microphone in the person’s language', () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    try {
      render(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Add by voice' }));
      act(() => {
        FakeRecognition.last?.onerror?.({ error: 'not-allowed' });
        FakeRecognition.last?.onend?.();
      });
      expect(screen.getByRole('alert')).toHaveTextContent(/The microphone is blocked/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
