import { describe, expect, it } from 'vitest';
import { dropIndex, neighboursForMove } from './checklist-order.ts';

const items = ['a', 'b', 'c', 'd'];

describe('neighboursForMove', () => {
  it('moving up one puts the item between the two above it', () => {
    expect(neighboursForMove(items, 2, 1)).toEqual({ before: 'a', after: 'b' });
  });
  it('moving down one puts it between the two below it', () => {
    expect(neighboursForMove(items, 1, 2)).toEqual({ before: 'c', after: 'd' });
  });
  it('to the top has nothing before, to the bottom nothing after', () => {
    expect(neighboursForMove(items, 3, 0)).toEqual({ before: null, after: 'a' });
    expect(neighboursForMove(items, 0, 3)).toEqual({ before: 'd', after: null });
  });
  it('refuses moves past the ends or to the same place', () => {
    expect(neighboursForMove(items, 0, -1)).toBeNull();
    expect(neighboursForMove(items, 3, 4)).toBeNull();
    expect(neighboursForMove(items, 2, 2)).toBeNull();
  });
});

describe('dropIndex', () => {
  it('counts the dragged item out of the list below it', () => {
    expect(dropIndex(0, 2, 'bottom')).toBe(2);
    expect(dropIndex(0, 2, 'top')).toBe(1);
    expect(dropIndex(3, 0, 'top')).toBe(0);
    expect(dropIndex(3, 1, 'bottom')).toBe(2);
  });
});
