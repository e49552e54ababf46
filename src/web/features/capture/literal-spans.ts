/**
 * Spans the person asked to keep literal (they removed a chip) follow the text as it is edited:
 * an edit before a span shifts it, an edit inside a span drops it (those words changed, so the
 * parser may read them afresh), an edit after it leaves it alone.
 */
export interface Span {
  start: number;
  end: number;
}

/** The edited range: text before `from` is unchanged, as is old text from `oldEnd` (new `newEnd`). */
function editedRange(before: string, after: string): { from: number; oldEnd: number; newEnd: number } {
  const max = Math.min(before.length, after.length);
  let from = 0;
  while (from < max && before[from] === after[from]) from += 1;
  let tail = 0;
  while (tail < max - from && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  return { from, oldEnd: before.length - tail, newEnd: after.length - tail };
}

export function shiftSpans(spans: readonly Span[], before: string, after: string): Span[] {
  if (spans.length === 0 || before === after) return [...spans];
  const { from, oldEnd, newEnd } = editedRange(before, after);
  const delta = newEnd - oldEnd;
  const kept: Span[] = [];
  for (const span of spans) {
    if (span.end <= from) kept.push(span);
    else if (span.start >= oldEnd) kept.push({ start: span.start + delta, end: span.end + delta });
  }
  return kept;
}

/** Add spans, without duplicates. */
export function addSpans(spans: readonly Span[], more: readonly Span[]): Span[] {
  const next = [...spans];
  for (const span of more) {
    if (!next.some((s) => s.start === span.start && s.end === span.end)) next.push(span);
  }
  return next.sort((a, b) => a.start - b.start);
}
