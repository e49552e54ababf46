import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useHeldSubmits, type Gone } from './use-held-submits.ts';

vi.mock('../../../shared/capture/index.ts', () => import('./testing/fake-parser.ts'));

/** A field as the quick adds use it: Enter adds at once when ready, else holds the text and clears. */
function Form({
  ready,
  load,
  onAdd,
}: {
  ready: boolean;
  load: () => void;
  onAdd: (texts: readonly string[], how: 'now' | 'held' | Gone) => void;
}) {
  const [text, setText] = useState('');
  const { hold } = useHeldSubmits<string>({ ready, load }, (texts, gone) => onAdd(texts, gone ?? 'held'));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onAdd([text], 'now');
        else hold(text);
        setText('');
      }}
    >
      <input aria-label="Task" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">Add</button>
    </form>
  );
}

function submit(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Task' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('useHeldSubmits', () => {
  it('holds nothing when the parser is there', () => {
    const onAdd = vi.fn();
    const load = vi.fn();
    render(<Form ready load={load} onAdd={onAdd} />);
    submit('Buy milk');
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(['Buy milk'], 'now');
    expect(load).not.toHaveBeenCalled();
  });

  it('holds an Enter pressed before the parser arrives, then hands it back once when it does', () => {
    const onAdd = vi.fn();
    const load = vi.fn();
    const { rerender } = render(<Form ready={false} load={load} onAdd={onAdd} />);
    submit('Buy milk tomorrow');
    expect(onAdd).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Form ready load={load} onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(['Buy milk tomorrow'], 'held');
    rerender(<Form ready load={load} onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('keeps every held submit, in order, whatever the field says when the parser arrives', () => {
    const onAdd = vi.fn();
    const { rerender } = render(<Form ready={false} load={vi.fn()} onAdd={onAdd} />);
    submit('Buy milk');
    submit('Call Bob');
    fireEvent.change(screen.getByRole('textbox', { name: 'Task' }), { target: { value: 'Still typing' } });
    rerender(<Form ready load={vi.fn()} onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(['Buy milk', 'Call Bob'], 'held');
    expect(screen.getByRole('textbox', { name: 'Task' })).toHaveValue('Still typing');
  });

  it('hands back nothing by itself when nobody pressed Enter', () => {
    const onAdd = vi.fn();
    const { rerender } = render(<Form ready={false} load={vi.fn()} onAdd={onAdd} />);
    rerender(<Form ready load={vi.fn()} onAdd={onAdd} />);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('hands back what was held when the form goes before the parser comes, with the parser', async () => {
    const onAdd = vi.fn();
    const { unmount } = render(<Form ready={false} load={vi.fn()} onAdd={onAdd} />);
    submit('Buy milk');
    unmount();
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    const [texts, gone] = onAdd.mock.calls[0] as [string[], Gone];
    expect(texts).toEqual(['Buy milk']);
    expect(gone.parser?.parseCapture).toBeTypeOf('function');
  });
});
