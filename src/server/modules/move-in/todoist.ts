/**
 * Todoist's CSV, as its "Export as a template" and its backups write it: a header (TYPE, CONTENT,
 * DESCRIPTION, PRIORITY, INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG, TIMEZONE, DURATION,
 * DURATION_UNIT, and DEADLINE, DEADLINE_LANG in newer files), then one row per task, section or
 * comment ("note"), and `meta` rows with the project's view settings. Rules:
 * - one file is one project, named after the file (a backup's "Name [1234567].csv" loses its id);
 *   the project called Inbox goes to the pool unless the person says otherwise;
 * - PRIORITY 1 is p1, Todoist's highest (its API numbers the other way: p1 is 4 there); an empty
 *   cell is p1 too, as Todoist's format says; anything else is p4, its "no priority";
 * - INDENT 1 is a task; 2 and deeper are its subtasks, imported as checklist items of the task
 *   above at depth 1 (a subtask's own date and description are kept in that task's description);
 *   deeper than DEPTH_MAX counts as DEPTH_MAX; a subtask with no task above becomes a task;
 * - `@label` words of CONTENT are its labels (an address like a@b.c is not one);
 * - a note is a comment on the task above, kept in its description; sections are skipped (their
 *   tasks stay on the project's board); `meta` rows and blank rows are not tasks and not reported;
 * - DATE (or DEADLINE when there is no DATE) is read in DATE_LANG and TIMEZONE (dates.ts).
 * Completed tasks are not in Todoist's exports, so none come from here.
 */
import type { MoveInPriority } from '../../../shared/contracts/move-in.ts';
import { DEPTH_MAX, fileError } from './bounds.ts';
import { readCsv, type CsvRecord } from './csv-read.ts';
import { readSpokenDate, zoneOr, type DateContext } from './dates.ts';
import { blankTask, type ParseCollector, type ParsedTask } from './parsed.ts';

const LABEL = /(^|\s)@([^\s@,]+)/gu;

/** A header row of Todoist's format. */
export function isTodoistHeader(fields: readonly string[]): boolean {
  const names = fields.map((f) => f.trim().toUpperCase());
  return names[0] === 'TYPE' && names.includes('CONTENT');
}

/** The project's name from the file's: no folders, no extension, no " [id]" of a backup. */
export function projectName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base
    .replace(/\.csv$/i, '')
    .replace(/\s*\[\d+\]$/, '')
    .trim();
}

function priorityOf(cell: string): MoveInPriority {
  const value = cell.trim();
  if (value === '' || value === '1') return 'p1';
  if (value === '2') return 'p2';
  if (value === '3') return 'p3';
  return 'p4';
}

function depthOf(cell: string): number {
  const n = Number.parseInt(cell.trim(), 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, DEPTH_MAX) : 1;
}

/** CONTENT without its labels, and the labels. */
export function splitLabels(content: string): { title: string; labels: string[] } {
  const labels: string[] = [];
  const title = content.replace(LABEL, (_m, before: string, label: string) => {
    labels.push(label);
    return before;
  });
  return { title: title.replace(/\s+/g, ' ').trim(), labels };
}

interface Columns {
  get: (record: CsvRecord, name: string) => string;
}

function columns(header: CsvRecord): Columns {
  const index = new Map(header.fields.map((f, i) => [f.trim().toUpperCase(), i]));
  return { get: (record, name) => record.fields[index.get(name) ?? -1] ?? '' };
}

interface FileState {
  out: ParseCollector;
  list: string;
  ctx: DateContext;
  cols: Columns;
  /** The last task at depth 1: subtasks and comments attach to it. */
  parent: ParsedTask | null;
  /** The last row was a task (depth 1) or a subtask: a comment attaches to it. */
  lastWasTask: boolean;
}

function readDue(s: FileState, record: CsvRecord, task: ParsedTask): void {
  const text = s.cols.get(record, 'DATE').trim() || s.cols.get(record, 'DEADLINE').trim();
  if (!text) return;
  const zone = zoneOr(s.cols.get(record, 'TIMEZONE'), s.ctx.timeZone);
  const lang = s.cols.get(record, 'DATE_LANG') || s.cols.get(record, 'DEADLINE_LANG');
  const { due, understood } = readSpokenDate(text, lang, { ...s.ctx, timeZone: zone });
  Object.assign(task, due);
  if (!understood) {
    s.out.note(record.line, 'date-unread', text);
    task.extras.push({ kind: 'note', text: `📅 ${text}` });
  }
}

function subtask(s: FileState, record: CsvRecord, title: string): void {
  const parent = s.parent;
  if (!parent) {
    s.out.note(record.line, 'orphan-subtask', title);
    return task(s, record, title);
  }
  parent.checklist.push({ text: title, done: false });
  const date = s.cols.get(record, 'DATE').trim();
  const description = s.cols.get(record, 'DESCRIPTION').trim();
  if (date || description) {
    s.out.note(record.line, 'subtask-details', title);
    const details = [date && `📅 ${date}`, description].filter(Boolean).join(' — ');
    parent.extras.push({ kind: 'note', text: `↳ ${title}: ${details}` });
  }
  s.lastWasTask = true;
}

function task(s: FileState, record: CsvRecord, content: string): void {
  const { title, labels } = splitLabels(content);
  const t = s.out.add(blankTask(record.line, s.list, title));
  t.labels = labels;
  t.description = s.cols.get(record, 'DESCRIPTION');
  t.priority = priorityOf(s.cols.get(record, 'PRIORITY'));
  readDue(s, record, t);
  s.parent = t;
  s.lastWasTask = true;
}

function row(s: FileState, record: CsvRecord): void {
  const type = s.cols.get(record, 'TYPE').trim().toLowerCase();
  const content = s.cols.get(record, 'CONTENT');
  if (record.fields.every((f) => f.trim() === '') || type === 'meta') return;
  if (type === 'task') {
    if (splitLabels(content).title === '') return s.out.skip(record.line, 'no-title', content);
    if (depthOf(s.cols.get(record, 'INDENT')) > 1) return subtask(s, record, splitLabels(content).title);
    return task(s, record, content);
  }
  if (type === 'note') {
    if (!s.parent || !s.lastWasTask) return s.out.skip(record.line, 'comment-without-task', content);
    if (content.trim()) s.parent.extras.push({ kind: 'comment', text: content.trim() });
    return;
  }
  s.lastWasTask = false;
  if (type === 'section') {
    s.parent = null;
    return s.out.skip(record.line, 'section', content);
  }
  s.out.skip(record.line, 'unknown-type', `${type}: ${content}`);
}

/** One Todoist CSV (one project) into `out`. */
export function readTodoistCsv(out: ParseCollector, text: string, fileName: string, ctx: DateContext): void {
  const records = readCsv(text, { delimiter: ',' });
  const [header, ...rows] = records;
  if (!header || !isTodoistHeader(header.fields))
    throw fileError('no-header', 'this is not a Todoist CSV: its first row does not start with TYPE.', {
      line: header?.line ?? 1,
    });
  const name = projectName(fileName) || 'Todoist';
  const list = out.list(`todoist:${fileName}`, name, name.toLowerCase() === 'inbox');
  const s: FileState = { out, list, ctx, cols: columns(header), parent: null, lastWasTask: false };
  for (const record of rows) row(s, record);
}
