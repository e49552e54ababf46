/**
 * What every reader (Todoist, TickTick, plain CSV, Markdown) makes of a file: lists and tasks in
 * one shape, with what was skipped or changed on the way, each with its line. Text is bounded
 * here, once for every reader: a title, a checklist item, labels and the description are cut to
 * what a task holds, and the cut is noted.
 */
import type {
  MoveInNoteReason,
  MoveInPriority,
  MoveInSkipReason,
  MoveInSource,
} from '../../../shared/contracts/move-in.ts';
import {
  BOARD_NAME_MAX,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_TEXT_MAX,
  DESCRIPTION_MAX_CHARS,
  fileError,
  LABEL_MAX_CHARS,
  LABELS_MAX,
  LISTS_MAX,
  TASK_TITLE_MAX,
  TASKS_MAX,
} from './bounds.ts';

export interface ParsedItem {
  text: string;
  done: boolean;
}

export interface ParsedTask {
  line: number;
  /** The key of its list (`l0`, `l1`…). */
  list: string;
  title: string;
  /** Plain text, lines kept. */
  description: string;
  /** Paragraphs after the description: comments, a date or repeat not understood, a subtask's details. */
  extras: { kind: 'comment' | 'note'; text: string }[];
  priority: MoveInPriority;
  dueDate: string | null;
  dueTime: string | null;
  repeat: string | null;
  /** Epoch ms when completed; null when open. */
  completedAt: number | null;
  labels: string[];
  checklist: ParsedItem[];
}

export interface ParsedList {
  key: string;
  name: string;
  /** An app's inbox: tasks without a project, which go to the pool unless the person says otherwise. */
  inbox: boolean;
}

export interface ReportRow<R> {
  line: number;
  reason: R;
  text: string;
}

export interface ParsedFile {
  source: MoveInSource;
  lists: ParsedList[];
  tasks: ParsedTask[];
  skipped: ReportRow<MoveInSkipReason>[];
  notes: ReportRow<MoveInNoteReason>[];
}

/** A little of a row's text for the preview: one line, at most 80 characters. */
export function glimpse(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

function cut(text: string, max: number): string {
  // Never between the halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** Collects a reader's lists, tasks and report, keeping every bound. */
export class ParseCollector {
  readonly lists: ParsedList[] = [];
  readonly tasks: ParsedTask[] = [];
  readonly skipped: ReportRow<MoveInSkipReason>[] = [];
  readonly notes: ReportRow<MoveInNoteReason>[] = [];
  private readonly byIdentity = new Map<string, string>();

  readonly source: MoveInSource;

  constructor(source: MoveInSource) {
    this.source = source;
  }

  /** The key of the list known by `identity`, made on first sight. */
  list(identity: string, name: string, inbox = false): string {
    const known = this.byIdentity.get(identity);
    if (known) return known;
    if (this.lists.length >= LISTS_MAX)
      throw fileError('too-many-lists', `the file has more than ${LISTS_MAX} lists or projects.`, {
        max: LISTS_MAX,
      });
    const key = `l${this.lists.length}`;
    const trimmed = name.replace(/\s+/g, ' ').trim() || 'Imported';
    this.lists.push({ key, name: cut(trimmed, BOARD_NAME_MAX), inbox });
    this.byIdentity.set(identity, key);
    return key;
  }

  skip(line: number, reason: MoveInSkipReason, text: string): void {
    this.skipped.push({ line, reason, text: glimpse(text) });
  }

  note(line: number, reason: MoveInNoteReason, text: string): void {
    this.notes.push({ line, reason, text: glimpse(text) });
  }

  /** Adds a task, its text cut to a task's bounds (each cut noted). */
  add(task: ParsedTask): ParsedTask {
    if (this.tasks.length >= TASKS_MAX)
      throw fileError('too-many-tasks', `the file has more than ${TASKS_MAX} tasks.`, {
        line: task.line,
        max: TASKS_MAX,
      });
    this.tasks.push(task);
    return task;
  }

  /** Cuts what a task cannot hold; called once a task has all its parts (subtasks, comments). */
  finish(task: ParsedTask): void {
    const title = task.title.replace(/\s+/g, ' ').trim();
    task.title = cut(title, TASK_TITLE_MAX);
    if (task.title.length < title.length) {
      this.note(task.line, 'title-cut', title);
      task.description = task.description ? `${title}\n\n${task.description}` : title;
    }
    this.boundChecklist(task);
    this.boundLabels(task);
    this.boundDescription(task);
  }

  private boundChecklist(task: ParsedTask): void {
    if (task.checklist.length > CHECKLIST_ITEMS_MAX) {
      this.note(task.line, 'checklist-cut', task.title);
      task.checklist = task.checklist.slice(0, CHECKLIST_ITEMS_MAX);
    }
    let noted = false;
    for (const item of task.checklist) {
      const text = item.text.replace(/\s+/g, ' ').trim();
      item.text = cut(text, CHECKLIST_TEXT_MAX);
      if (item.text.length < text.length && !noted) {
        noted = true;
        this.note(task.line, 'checklist-text-cut', text);
      }
    }
    task.checklist = task.checklist.filter((i) => i.text !== '');
  }

  private boundLabels(task: ParsedTask): void {
    const labels = [...new Set(task.labels.map((l) => cut(l.trim(), LABEL_MAX_CHARS)).filter(Boolean))];
    if (labels.length > LABELS_MAX) this.note(task.line, 'labels-cut', task.title);
    task.labels = labels.slice(0, LABELS_MAX);
  }

  private boundDescription(task: ParsedTask): void {
    let room = DESCRIPTION_MAX_CHARS;
    let wasCut = false;
    const take = (text: string): string => {
      const kept = cut(text, Math.max(0, room));
      room -= kept.length;
      if (kept.length < text.length) wasCut = true;
      return kept;
    };
    task.description = take(task.description);
    task.extras = task.extras.map((e) => ({ ...e, text: take(e.text) })).filter((e) => e.text !== '');
    if (wasCut) this.note(task.line, 'description-cut', task.title);
  }

  result(): ParsedFile {
    for (const task of this.tasks) this.finish(task);
    return {
      source: this.source,
      lists: this.lists,
      tasks: this.tasks,
      skipped: this.skipped,
      notes: this.notes.sort((a, b) => a.line - b.line),
    };
  }
}

/** A task with nothing but its place, its title and its line; readers fill in the rest. */
export function blankTask(line: number, list: string, title: string): ParsedTask {
  return {
    line,
    list,
    title,
    description: '',
    extras: [],
    priority: 'p4',
    dueDate: null,
    dueTime: null,
    repeat: null,
    completedAt: null,
    labels: [],
    checklist: [],
  };
}
