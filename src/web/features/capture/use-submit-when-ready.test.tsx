import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitWhenReady } from './use-submit-when-ready.ts';

function Form({ ready, load, onAdd }: { ready: boolean; load: () => void; onAdd: () => void }) {
  const { formRef, readyToSubmit } = useSubmitWhenReady({ ready, load });
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        if (readyToSubmit()) onAdd();
      }}
    >
      <button type="submit">Add</button>
    </form>
  );
}

describe('useSubmitWhenReady', () => {
  it('adds at once when the parser is there', () => {
    const onAdd = vi.fn();
    const load = vi.fn();
    render(<Form ready load={load} onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('holds an Enter pressed before the parser arrives, then adds once when it does', () => {
    const onAdd = vi.fn();
    const load = vi.fn();
    const { rerender } = render(<Form ready={false} load={load} onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Form ready load={load} onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
    rerender(<Form ready load={load} onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('adds nothing by itself when nobody pressed Enter', () => {
    const onAdd = vi.fn();
    const { rerender } = render(<Form ready={false} load={vi.fn()} onAdd={onAdd} />);
    rerender(<Form ready load={vi.fn()} onAdd={onAdd} />);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
