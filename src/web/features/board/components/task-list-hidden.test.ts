import { describe, expect, it } from 'vitest';
import { countHiddenBelow } from './task-list.tsx';

/** Twelve one-line notes, 36 px tall with 8 px between them (ends at 36, 80, …, 520). */
const notes = Array.from({ length: 12 }, (_, i) => ({ end: i * 44 + 36 }));

describe('countHiddenBelow', () => {
  it('counts the notes below the edge, the cut one included', () => {
    // A 353 px scroller at the top, the list 4 px down: notes end at 36 … 344 in view; 388 is cut.
    expect(countHiddenBelow(notes, { offset: 0, height: 353, top: 4 })).toBe(4);
  });

  it('is zero at the end of the scroll: no "1 more" over a note in full view', () => {
    // The furthest the scroller goes: content 4 + 520 + 8 px, 353 px of it in view.
    expect(countHiddenBelow(notes, { offset: 532 - 353, height: 353, top: 4 })).toBe(0);
  });

  it('counts a note short of the edge by more than a pixel as hidden, rounding aside', () => {
    expect(countHiddenBelow(notes, { offset: 168, height: 353, top: 4 })).toBe(1);
    expect(countHiddenBelow(notes, { offset: 170.5, height: 353, top: 4 })).toBe(0);
    expect(countHiddenBelow([], { offset: 0, height: 100, top: 0 })).toBe(0);
  });
});
