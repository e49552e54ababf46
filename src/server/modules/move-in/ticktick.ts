/**
 * TickTick's backup CSV ("Generate backup"): a few lines about the file ("Date: …", "Version: …",
 * "Status: 0 Normal, 1 Completed, 2 Archived"), then a header — "Folder Name", "List Name",
 * "Title", "Kind", "Tags", "Content", "Is Check list", "Start Date", "Due Date", "Reminder",
 * "Repeat", "Priority", "Status", "Created Time", "Completed Time", "Order", "Timezone",
 * "Is All Day", "Is Floating", "Column Name", "Column Order", "View Mode", "taskId", "parentId"
 * (newer files add columns; they are found by name) — and one row per task. Rules:
 * - each list is a board named after it (its folder added when two folders have a list of that
 *   name); the Inbox goes to the pool unless the person says otherwise;
 * - Priority 5, 3, 1, 0 (high, medium, low, none) are p1 to p4: TickTick's own Eisenhower matrix
 *   puts them in quadrants 1 to 4, and so does the default mapping. The backup does not carry a
 *   matrix's custom conditions, so that default stands for them;
 * - Status 0 is open; any other (completed, archived, won't do) is completed, at Completed Time;
 * - Due Date (else Start Date) is an instant shown on the task's Timezone's wall clock; with
 *   "Is All Day" true, its date only; Repeat is its RRULE (dates.ts);
 * - a checklist task's Content lists its items, ▫ open and ▪ done, one per line; other lines are
 *   its description; a row with a parentId is a subtask, imported as a checklist item of its
 *   topmost task (its own dates and text kept in that task's description);
 * - Tags (comma-separated) are its labels; a NOTE is a page of text, not a task: skipped.
 */
import type { MoveInPriority } from '../../../shared/contracts/move-in.ts';
import { DEPTH_MAX, fileError } from './bounds.ts';
import { readCsv, type CsvRecord } from './csv-read.ts';
import { readIsoDate, readRule, zoneOr, type DateContext } from './dates.ts';
import { blankTask, type ParseCollector, type ParsedTask } from './parsed.ts';

const OPEN_ITEM = '\u25AB';
const DONE_ITEM = '\u25AA';

/** The header row of TickTick's backup, among the file's first rows. */
export function tickTickHeaderIndex(records: readonly CsvRecord[]): number {
  return records.slice(0, 20).findIndex((r) => r.fields.includes('Title') && r.fields.includes('List Name'));
}

const PRIORITIES: Record<string, MoveInPriority> = { '5': 'p1', '3': 'p2', '1': 'p3' };

interface Row {
  record: CsvRecord;
  get: (name: string) => string;
}

interface State {
  out: ParseCollector;
  ctx: DateContext;
  listNames: Map<string, string>;
  byId: Map<string, ParsedTask>;
}

function listOf(s: State, row: Row): string {
  const folder = row.get('Folder Name').trim();
  const name = row.get('List Name').trim() || 'Inbox';
  const identity = `${folder}\u001f${name}`;
  const owner = s.listNames.get(name);
  if (owner === undefined) s.listNames.set(name, identity);
  const shown = owner === undefined || owner === identity || !folder ? name : `${name} (${folder})`;
  return s.out.list(identity, shown, name === 'Inbox' && !folder);
}

function readContent(task: ParsedTask, content: string, checklist: boolean): void {
  if (!checklist) {
    task.description = content;
    return;
  }
  const lines: string[] = [];
  for (const line of content.split(/\r\n|\r|\n/)) {
    const text = line.trimStart();
    if (text.startsWith(OPEN_ITEM) || text.startsWith(DONE_ITEM))
      task.checklist.push({ text: text.slice(1).trim(), done: text.startsWith(DONE_ITEM) });
    else lines.push(line);
  }
  task.description = lines.join('\n').trim();
}

function isDone(row: Row): boolean {
  const status = row.get('Status').trim();
  return status !== '' && status !== '0';
}

function completion(s: State, row: Row): number | null {
  if (!isDone(row)) return null;
  const done = readIsoDate(row.get('Completed Time'), 'UTC');
  const at = done?.dueDate ? Date.parse(`${done.dueDate}T${done.dueTime ?? '00:00'}:00Z`) : Number.NaN;
  return Number.isFinite(at) ? at : s.ctx.now.getTime();
}

function readDue(s: State, row: Row, task: ParsedTask): void {
  const text = row.get('Due Date').trim() || row.get('Start Date').trim();
  const zone = zoneOr(row.get('Timezone'), s.ctx.timeZone);
  const due = text ? readIsoDate(text, zone, row.get('Is All Day').trim() === 'true') : null;
  if (text && !due) {
    s.out.note(row.record.line, 'date-unread', text);
    task.extras.push({ kind: 'note', text: `📅 ${text}` });
  }
  if (due) Object.assign(task, due);
  const repeat = row.get('Repeat').trim();
  if (!repeat) return;
  const { rule, simplified } = readRule(repeat, task.dueDate);
  task.repeat = rule;
  if (simplified) s.out.note(row.record.line, 'repeat-simplified', repeat);
  if (!rule) {
    s.out.note(row.record.line, 'repeat-unread', repeat);
    task.extras.push({ kind: 'note', text: `🔁 ${repeat.replace(/^RRULE:/i, '')}` });
  }
}

function taskOf(s: State, row: Row, title: string): ParsedTask {
  const kind = (row.get('Kind').trim() || 'TEXT').toUpperCase();
  const task = blankTask(row.record.line, listOf(s, row), title);
  readContent(task, row.get('Content'), kind === 'CHECKLIST' || row.get('Is Check list').trim() === 'Y');
  task.labels = row.get('Tags').split(',');
  task.priority = PRIORITIES[row.get('Priority').trim()] ?? 'p4';
  task.completedAt = completion(s, row);
  readDue(s, row, task);
  return task;
}

/** A subtask as a checklist item of its topmost task; false when that task is not in the file. */
function attach(s: State, row: Row, parents: Map<string, string>, title: string): boolean {
  let id = row.get('parentId').trim();
  for (let depth = 0; parents.has(id) && depth < DEPTH_MAX * 4; depth++) id = parents.get(id) ?? '';
  const top = s.byId.get(id);
  if (!top) return false;
  top.checklist.push({ text: title, done: isDone(row) });
  const zone = zoneOr(row.get('Timezone'), s.ctx.timeZone);
  const due = readIsoDate(row.get('Due Date'), zone, row.get('Is All Day').trim() === 'true');
  const when = due?.dueDate ? `📅 ${[due.dueDate, due.dueTime].filter(Boolean).join(' ')}` : '';
  const details = [when, row.get('Content').trim()].filter(Boolean).join(' — ');
  if (details) {
    s.out.note(row.record.line, 'subtask-details', title);
    top.extras.push({ kind: 'note', text: `↳ ${title}: ${details}` });
  }
  return true;
}

/** The row's title when it is a task to read; otherwise it is reported (or, blank, ignored). */
function accept(s: State, row: Row, seen: Set<string>): string | null {
  const kind = (row.get('Kind').trim() || 'TEXT').toUpperCase();
  const title = row.get('Title').trim();
  const id = row.get('taskId').trim();
  const line = row.record.line;
  if (row.record.fields.every((f) => f.trim() === '')) return null;
  if (kind === 'NOTE') s.out.skip(line, 'note', title);
  else if (kind !== 'TEXT' && kind !== 'CHECKLIST') s.out.skip(line, 'unknown-type', `${kind}: ${title}`);
  else if (!title) s.out.skip(line, 'no-title', row.get('Content'));
  else if (id && seen.has(id)) s.out.skip(line, 'duplicate', title);
  else {
    if (id) seen.add(id);
    return title;
  }
  return null;
}

/** TickTick's backup CSV into `out`. */
export function readTickTickCsv(out: ParseCollector, text: string, ctx: DateContext): void {
  const records = readCsv(text, { delimiter: ',' });
  const at = tickTickHeaderIndex(records);
  const header = records[at];
  if (at < 0 || !header)
    throw fileError('no-header', 'this TickTick backup has no header row ("List Name", "Title", …).');
  const index = new Map(header.fields.map((f, i) => [f.trim(), i]));
  const s: State = { out, ctx, listNames: new Map(), byId: new Map() };
  const seen = new Set<string>();
  const children: { row: Row; title: string }[] = [];
  const parents = new Map<string, string>();
  for (const record of records.slice(at + 1)) {
    const row: Row = { record, get: (name) => record.fields[index.get(name) ?? -1] ?? '' };
    const title = accept(s, row, seen);
    if (title === null) continue;
    const parentId = row.get('parentId').trim();
    if (parentId) {
      children.push({ row, title });
      parents.set(row.get('taskId').trim(), parentId);
      continue;
    }
    s.byId.set(row.get('taskId').trim(), out.add(taskOf(s, row, title)));
  }
  for (const { row, title } of children) {
    if (attach(s, row, parents, title)) continue;
    out.note(row.record.line, 'orphan-subtask', title);
    out.add(taskOf(s, row, title));
  }
}
