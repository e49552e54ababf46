import { describe, expect, it } from 'vitest';
import { focusAfterLeaving } from './focus-targets.ts';

describe('focus after a note leaves its list', () => {
  it('goes to the next note, else the one before', () => {
    expect(focusAfterLeaving(['a', 'b', 'c'], 'b', 1)).toEqual({ kind: 'task', taskId: 'c' });
    expect(focusAfterLeaving(['a', 'b', 'c'], 'c', 1)).toEqual({ kind: 'task', taskId: 'b' });
  });

  it('goes to the quadrant’s quick add when it was the only one, or not shown', () => {
    expect(focusAfterLeaving(['a'], 'a', 3)).toEqual({ kind: 'quickAdd', quadrant: 3 });
    expect(focusAfterLeaving(['a', 'b'], 'x', 2)).toEqual({ kind: 'quickAdd', quadrant: 2 });
  });
});
