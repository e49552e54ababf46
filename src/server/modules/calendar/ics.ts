/**
 * Writes an iCalendar (RFC 5545) file of dated tasks. Rules it enforces:
 * - TEXT values escape `\`, `;`, `,` and newlines (§3.3.11); other control characters are dropped.
 * - Content lines are folded before 75 octets (§3.1), never inside a UTF-8 sequence, with CRLF.
 * - A task without a time is an all-day event (DTSTART/DTEND as DATE, end = next day); with a
 *   time it is a floating local time (the wall-clock time the task stores, no zone) lasting 30
 *   minutes — a task has no duration of its own, and 30 minutes shows as a readable block.
 * - Tasks never block time (TRANSP:TRANSPARENT). A completed task stays, its summary prefixed
 *   with ✓: VEVENT has no "completed" STATUS (that is VTODO's), and the history is useful.
 */
export interface IcsTask {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** HH:MM, or null for all day. */
  dueTime: string | null;
  completed: boolean;
  /** The quadrant's label, in the person's language. */
  category: string;
  /** Where the task opens in the app. */
  url: string;
}

const encoder = new TextEncoder();

// TEXT may not hold control characters other than tab (§3.3.11); newlines are escaped below.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Escape a TEXT value (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Fold a content line into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(task: IcsTask, stamp: string): string[] {
  const when = task.dueTime
    ? [`DTSTART:${compactDate(task.dueDate)}T${task.dueTime.replace(':', '')}00`, 'DURATION:PT30M']
    : [`DTSTART;VALUE=DATE:${compactDate(task.dueDate)}`, `DTEND;VALUE=DATE:${nextDay(task.dueDate)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${task.id}@quadrant`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeText(task.completed ? `✓ ${task.title}` : task.title)}`,
    `DESCRIPTION:${escapeText(`${task.category}\n${task.url}`)}`,
    `CATEGORIES:${escapeText(task.category)}`,
    `URL:${task.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole calendar, CRLF-terminated lines, folded. */
export function renderCalendar(tasks: readonly IcsTask[], now: number): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quadrant//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Quadrant',
    ...tasks.flatMap((task) => eventLines(task, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
