/**
 * A plain CSV: a spreadsheet's list of tasks with a header row. Rules:
 * - the delimiter is the first line's most frequent of comma, semicolon and tab (a spreadsheet
 *   in much of Europe writes semicolons);
 * - columns are found by their header, in any of Quadrant's languages (plain-values.ts); one must
 *   name the tasks (title, task, name…), or the file is refused, saying which headers it found;
 * - a quadrant column (1–4, q1–q4, the quadrants' names) or a priority column (1–4, p1–p4,
 *   high/medium/low…) gives the priority; without either a task has none (the mapping puts it in
 *   Schedule unless the person says otherwise);
 * - a list column (list, board, project…) names its board; tasks without one are in a list named
 *   after the file, which goes to the pool unless the person says otherwise;
 * - a done column (x, yes, true, done, completed…) marks it completed; tags split at commas and
 *   semicolons; a checklist column's items are its lines (or ;-separated), "[x]" for done ones;
 * - dates: ISO (2024-01-15, with a time), 15.01.2024, 2024/01/15; with slashes, day/month unless
 *   the day cannot be one, or the person's language is English (month/day); else words the capture
 *   parser reads ("tomorrow", "15 January"). A due time column adds the time.
 */
import { fileError } from './bounds.ts';
import { guessDelimiter, readCsv, type CsvRecord } from './csv-read.ts';
import { readIsoDate, readSpokenDate, type DateContext, type Due } from './dates.ts';
import { blankTask, type ParseCollector, type ParsedTask } from './parsed.ts';
import { columnsOf, isDoneWord, priorityWord, quadrantWord, type PlainColumn } from './plain-values.ts';
import { formatDate, formatTime, isValidDate } from '../../../shared/capture/zone.ts';

/** The file's name without its folders and extension. */
export function baseName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.[A-Za-z0-9]{1,8}$/, '').trim();
}

function civil(year: number, month: number, day: number): string | null {
  const d = { year, month, day };
  return isValidDate(d) ? formatDate(d) : null;
}

/** A date written with dots or slashes, or null. */
function numericDate(text: string, language: string | undefined): string | null {
  const dots = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dots) return civil(Number(dots[3]), Number(dots[2]), Number(dots[1]));
  const ymd = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (ymd) return civil(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!slash) return null;
  const [a, b, year] = [Number(slash[1]), Number(slash[2]), Number(slash[3])];
  const monthFirst = b > 12 || (a <= 12 && (language ?? 'en').startsWith('en'));
  return monthFirst ? civil(year, a, b) : civil(year, b, a);
}

function timeOf(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const pm = m[3]?.toLowerCase().startsWith('p');
  if (m[3] && hour === 12) hour = pm ? 12 : 0;
  else if (pm) hour += 12;
  return hour < 24 && Number(m[2]) < 60 ? formatTime(hour, Number(m[2])) : null;
}

function readDay(text: string, ctx: DateContext): Due | null {
  const numeric = numericDate(text, ctx.language);
  if (numeric) return { dueDate: numeric, dueTime: null, repeat: null };
  const iso = readIsoDate(text, ctx.timeZone);
  if (iso) return iso;
  const spoken = readSpokenDate(text, undefined, ctx);
  return spoken.understood ? spoken.due : null;
}

/** A date cell (and time cell) as a due date, or null when it says nothing Quadrant can read. */
export function readPlainDate(date: string, time: string, ctx: DateContext): Due | null {
  const read = readDay(date.trim(), ctx);
  if (!read?.dueDate) return null;
  const at = timeOf(time);
  return at ? { ...read, dueTime: at } : read;
}

function cell(record: CsvRecord, columns: Map<PlainColumn, number>, column: PlainColumn): string {
  const at = columns.get(column);
  return at === undefined ? '' : (record.fields[at] ?? '');
}

function fill(
  task: ParsedTask,
  get: (c: PlainColumn) => string,
  out: ParseCollector,
  ctx: DateContext,
): void {
  task.description = get('description');
  task.priority = get('quadrant').trim() ? quadrantWord(get('quadrant')) : priorityWord(get('priority'));
  if (isDoneWord(get('done'))) task.completedAt = ctx.now.getTime();
  task.labels = get('tags')
    .split(/[,;]|\s+(?=#)/)
    .map((t) => t.trim().replace(/^#/, ''));
  for (const line of get('checklist').split(/\r\n|\r|\n|;/)) {
    const m = /^\s*(?:[-*]\s*)?(?:\[([ xX])\]\s*)?(.*)$/.exec(line);
    if (m?.[2]?.trim()) task.checklist.push({ text: m[2], done: (m[1] ?? ' ').toLowerCase() === 'x' });
  }
  const date = get('due').trim();
  if (!date) return;
  const due = readPlainDate(date, get('time'), ctx);
  if (due) Object.assign(task, due);
  else {
    out.note(task.line, 'date-unread', date);
    task.extras.push({ kind: 'note', text: `📅 ${date}` });
  }
}

/** A plain CSV into `out`. */
export function readPlainCsv(out: ParseCollector, text: string, fileName: string, ctx: DateContext): void {
  const [header, ...rows] = readCsv(text, { delimiter: guessDelimiter(text) });
  if (!header) throw fileError('empty', 'This file is empty.');
  const columns = columnsOf(header.fields);
  if (!columns.has('title'))
    throw fileError(
      'no-title-column',
      `no column names the tasks (a "Title" or "Task" column). Its columns: ${header.fields.slice(0, 12).join(', ')}.`,
      { line: header.line },
    );
  const fallback = baseName(fileName) || 'Imported';
  for (const record of rows) {
    const get = (c: PlainColumn) => cell(record, columns, c);
    const title = get('title').trim();
    if (record.fields.every((f) => f.trim() === '')) continue;
    if (!title) {
      out.skip(record.line, 'no-title', record.fields.join(' '));
      continue;
    }
    const listName = get('list').trim();
    const list = listName ? out.list(`csv:${listName}`, listName) : out.list('csv:', fallback, true);
    fill(out.add(blankTask(record.line, list, title)), get, out, ctx);
  }
}
