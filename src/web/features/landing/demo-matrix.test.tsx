import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { quadrantAt } from '../../../shared/quadrants.ts';
import { DemoMatrix } from './demo-matrix.tsx';
import { INITIAL_NOTES } from './demo-notes.ts';

/** The board is 400 × 400 px at the page's origin, so percent = px / 4 and the centre is (200, 200). */
const BOARD = 400;

beforeAll(() => {
  // jsdom has no layout: give the board a size, and pointer capture a no-op.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const size = this.getAttribute('role') === 'group' ? BOARD : 0;
    return DOMRect.fromRect({ x: 0, y: 0, width: size, height: size });
  });
  HTMLElement.prototype.setPointerCapture = () => undefined;
});

function renderMatrix() {
  render(
    <MemoryRouter>
      <DemoMatrix />
    </MemoryRouter>,
  );
}

function note(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-note-id="${id}"]`);
  if (!el) throw new Error(`no note ${id}`);
  return el;
}

/** Drag a note by its centre to a point on the board, in px. */
function drag(id: string, to: { x: number; y: number }) {
  const start = INITIAL_NOTES.find((n) => n.id === id);
  if (!start) throw new Error(`no note ${id}`);
  const el = note(id);
  const from = { clientX: (start.position.x / 100) * BOARD, clientY: (start.position.y / 100) * BOARD };
  fireEvent.pointerDown(el, { pointerId: 1, button: 0, ...from });
  fireEvent.pointerMove(el, {
    pointerId: 1,
    clientX: (from.clientX + to.x) / 2,
    clientY: (from.clientY + to.y) / 2,
  });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: to.x, clientY: to.y });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: to.x, clientY: to.y });
}

describe('DemoMatrix', () => {
  it('starts with every note in the quadrant its position lies in', () => {
    renderMatrix();
    for (const n of INITIAL_NOTES) {
      expect(note(n.id)).toHaveAttribute(
        'data-quadrant',
        String(quadrantAt(n.position.x, n.position.y, 50, 50)),
      );
    }
  });

  it.each([
    { to: { x: 60, y: 120 }, quadrant: '1', name: 'Do First' },
    { to: { x: 330, y: 90 }, quadrant: '2', name: 'Schedule' },
    { to: { x: 80, y: 330 }, quadrant: '3', name: 'Delegate' },
    { to: { x: 310, y: 340 }, quadrant: '4', name: 'Delete' },
  ])('places a note dropped at ($to.x, $to.y) in quadrant $quadrant', ({ to, quadrant, name }) => {
    renderMatrix();
    drag('checkup', to);
    const moved = note('checkup');
    expect(moved).toHaveAttribute('data-quadrant', quadrant);
    // Named by what it shows, then where it is (the last part for screen readers only).
    expect(moved).toHaveAccessibleName(
      new RegExp(`^Book a health check-up ?Once a year, not urgent yet.* ?in ${name}$`),
    );
    expect(moved.style.left).toBe(`${(to.x / BOARD) * 100}%`);
  });

  it('announces a change of quadrant politely once the note is dropped', () => {
    renderMatrix();
    drag('files', { x: 100, y: 100 });
    expect(screen.getByRole('status')).toHaveTextContent('Reorganize old files moved to Do First.');
  });

  it('keeps the grab offset, so a note grabbed off-centre lands where its centre is', () => {
    renderMatrix();
    const el = note('invites'); // centre (100, 292): quadrant 3
    fireEvent.pointerDown(el, { pointerId: 7, button: 0, clientX: 140, clientY: 292 });
    fireEvent.pointerMove(el, { pointerId: 7, clientX: 230, clientY: 292 }); // centre now x = 190 < 200
    fireEvent.pointerUp(el, { pointerId: 7, clientX: 230, clientY: 292 });
    expect(el).toHaveAttribute('data-quadrant', '3');
  });

  it('puts a note back when the drag is cancelled', () => {
    renderMatrix();
    const el = note('proposal');
    fireEvent.pointerDown(el, { pointerId: 2, button: 0, clientX: 100, clientY: 84 });
    fireEvent.pointerMove(el, { pointerId: 2, clientX: 320, clientY: 320 });
    expect(el).toHaveAttribute('data-quadrant', '4');
    fireEvent.pointerCancel(el, { pointerId: 2 });
    expect(el).toHaveAttribute('data-quadrant', '1');
  });

  it('moves the focused note with the keyboard: 1–4 jump, arrows step', () => {
    renderMatrix();
    const el = note('goals');
    act(() => el.focus());
    fireEvent.keyDown(el, { key: '3' });
    expect(el).toHaveAttribute('data-quadrant', '3');
    expect(screen.getByRole('status')).toHaveTextContent("Plan next quarter's goals moved to Delegate.");
    for (let i = 0; i < 6; i++) fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(el).toHaveAttribute('data-quadrant', '4');
    for (let i = 0; i < 8; i++) fireEvent.keyDown(el, { key: 'ArrowUp' });
    expect(el).toHaveAttribute('data-quadrant', '2');
  });

  it('resets every note to where it started', () => {
    renderMatrix();
    drag('build', { x: 300, y: 300 });
    fireEvent.click(screen.getByRole('button', { name: 'Reset the demo' }));
    expect(note('build')).toHaveAttribute('data-quadrant', '1');
  });
});
