import { describe, expect, it } from 'vitest';
import { addSpans, shiftSpans } from './literal-spans.ts';

describe('literal spans follow the text', () => {
  const before = 'call mum tomorrow at 5';
  const tomorrow = { start: 9, end: 17 };

  it('shift when text is typed before them', () => {
    expect(shiftSpans([tomorrow], before, `please ${before}`)).toEqual([{ start: 16, end: 24 }]);
  });

  it('stay when text is typed after them', () => {
    expect(shiftSpans([tomorrow], before, `${before}pm`)).toEqual([tomorrow]);
  });

  it('are dropped when their own words change', () => {
    expect(shiftSpans([tomorrow], before, 'call mum tomorow at 5')).toEqual([]);
  });

  it('are added once', () => {
    expect(addSpans([tomorrow], [tomorrow, { start: 0, end: 4 }])).toEqual([{ start: 0, end: 4 }, tomorrow]);
  });
});
