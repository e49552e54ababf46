/**
 * A Markdown checklist (a notes app's, GitHub's, Obsidian's). Rules:
 * - a heading starts a list (a board named after it); items before any heading are in a list
 *   named after the file, which goes to the pool unless the person says otherwise;
 * - a list item (`-`, `*`, `+`, `1.`), with or without a box (`[ ]`, `[x]` done), is a task when
 *   it is not indented below another; one indented below a task is a checklist item of that task,
 *   however deep (a checklist has one level); indented text under a task is its description;
 * - Obsidian Tasks' markers are read: 📅 due, ⏳ scheduled and 🛫 start dates (the first of them
 *   is the due date), ✅ the day it was done, 🔁 its repeat in words, 🔺⏫ 🔼 🔽 ⏬ its priority
 *   (highest and high are p1, then p2, p3, p4); so are `@due(2024-01-15)` and Quadrant's own
 *   !1–!4; `#tags` are labels;
 * - other lines (paragraphs, rules, code) are not tasks: skipped, with their line; front matter
 *   between `---` lines at the top and blank lines are ignored.
 */
import type { MoveInPriority } from '../../../shared/contracts/move-in.ts';
import { occurrenceInstant } from '../../../shared/recurrence.ts';
import { fileError, FIELD_MAX_CHARS, ROWS_MAX } from './bounds.ts';
import { readIsoDate, readSpokenDate, type DateContext } from './dates.ts';
import { blankTask, type ParseCollector, type ParsedTask } from './parsed.ts';
import { baseName } from './plain-csv.ts';

const HEADING = /^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])\s+(?:\[([ xX])\]\s*)?(.*)$/;
const DATE = String.raw`(\d{4}-\d{2}-\d{2})`;
const MARKERS: [string, MoveInPriority][] = [
  ['[🔺⏫]\\uFE0F?', 'p1'],
  ['🔼\\uFE0F?', 'p2'],
  ['🔽\\uFE0F?', 'p3'],
  ['⏬\\uFE0F?', 'p4'],
];

/** The width of an indent, a tab counting four. */
function width(indent: string): number {
  return indent.replace(/\t/g, '    ').length;
}

interface Marked {
  text: string;
  priority: MoveInPriority;
  dates: { due?: string; done?: string; repeat?: string };
  labels: string[];
}

/** The markers of a task's line taken out of its text. */
export function readMarkers(line: string): Marked {
  let text = line;
  const dates: Marked['dates'] = {};
  const take = (re: RegExp): string | undefined => {
    const m = re.exec(text);
    if (!m) return undefined;
    text = text.replace(m[0], ' ');
    return m[1];
  };
  dates.done = take(new RegExp(String.raw`✅\uFE0F?\s*${DATE}`, 'u'));
  dates.due =
    take(new RegExp(String.raw`📅\uFE0F?\s*${DATE}`, 'u')) ??
    take(new RegExp(String.raw`⏳\uFE0F?\s*${DATE}`, 'u')) ??
    take(new RegExp(String.raw`🛫\uFE0F?\s*${DATE}`, 'u')) ??
    take(new RegExp(String.raw`@due\(${DATE}\)`, 'u'));
  dates.repeat = take(/🔁\uFE0F?\s*([^📅⏳🛫✅🔺⏫🔼🔽⏬#]+)/u)?.trim();
  let priority: MoveInPriority = 'none';
  for (const [marker, p] of MARKERS) {
    if (priority === 'none' && new RegExp(marker, 'u').test(text)) priority = p;
    text = text.replace(new RegExp(marker, 'gu'), ' ');
  }
  const bang = take(/(?:^|\s)!([1-4])(?=\s|$)/u);
  if (bang) priority = `p${bang}` as MoveInPriority;
  const labels: string[] = [];
  text = text.replace(
    /(^|\s)#([\p{L}\p{N}_/-]*\p{L}[\p{L}\p{N}_/-]*)/gu,
    (_m, before: string, tag: string) => {
      labels.push(tag);
      return before;
    },
  );
  return { text: text.replace(/\s+/g, ' ').trim(), priority, dates, labels };
}

function applyDates(task: ParsedTask, marked: Marked, out: ParseCollector, ctx: DateContext): void {
  const { due, done, repeat } = marked.dates;
  if (due) Object.assign(task, readIsoDate(due, ctx.timeZone) ?? {});
  if (done) task.completedAt = Date.parse(`${done}T12:00:00Z`) || ctx.now.getTime();
  if (!repeat) return;
  // "every week" repeats from the date the line gives, else from today.
  const from = task.dueDate ? occurrenceInstant(task.dueDate, '12:00', ctx.timeZone) : ctx.now;
  const spoken = readSpokenDate(repeat, 'en', { ...ctx, now: from });
  if (spoken.due.repeat && spoken.understood) {
    task.repeat = spoken.due.repeat;
    task.dueDate ??= spoken.due.dueDate;
  } else {
    out.note(task.line, 'repeat-unread', repeat);
    task.extras.push({ kind: 'note', text: `🔁 ${repeat}` });
  }
}

interface State {
  out: ParseCollector;
  ctx: DateContext;
  list: string;
  task: ParsedTask | null;
  taskIndent: number;
  fallback: string;
}

function item(s: State, line: number, indent: number, box: string | undefined, body: string): void {
  const marked = readMarkers(body);
  if (s.task && indent > s.taskIndent) {
    if (marked.text) s.task.checklist.push({ text: marked.text, done: (box ?? ' ').toLowerCase() === 'x' });
    return;
  }
  if (!marked.text) return s.out.skip(line, 'no-title', body);
  const task = s.out.add(blankTask(line, s.list, marked.text));
  task.priority = marked.priority;
  task.labels = marked.labels;
  applyDates(task, marked, s.out, s.ctx);
  if ((box ?? ' ').toLowerCase() === 'x') task.completedAt ??= s.ctx.now.getTime();
  s.task = task;
  s.taskIndent = indent;
}

function other(s: State, line: number, raw: string): void {
  const text = raw.trim();
  if (s.task && /^[ \t]+\S/.test(raw)) {
    s.task.description = s.task.description ? `${s.task.description}\n${text}` : text;
    return;
  }
  s.task = null;
  s.out.skip(line, 'not-a-task', text);
}

/** A Markdown checklist into `out`. */
export function readMarkdown(out: ParseCollector, text: string, fileName: string, ctx: DateContext): void {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > ROWS_MAX)
    throw fileError('too-many-rows', `the file has more than ${ROWS_MAX} lines.`, { max: ROWS_MAX });
  const fallback = baseName(fileName) || 'Checklist';
  const s: State = { out, ctx, list: '', task: null, taskIndent: 0, fallback };
  let frontMatter = lines[0]?.trim() === '---';
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.length > FIELD_MAX_CHARS)
      throw fileError('field-too-long', `a line is longer than ${FIELD_MAX_CHARS} characters.`, { line });
    if (frontMatter) {
      frontMatter = i === 0 || raw.trim() !== '---';
      return;
    }
    if (raw.trim() === '') return;
    const heading = HEADING.exec(raw);
    if (heading?.[1]) {
      s.list = out.list(`md:${heading[1]}`, heading[1]);
      s.task = null;
      return;
    }
    s.list ||= out.list('md:', s.fallback, true);
    const m = ITEM.exec(raw);
    if (m) item(s, line, width(m[1] ?? ''), m[2], m[3] ?? '');
    else other(s, line, raw);
  });
}
