/**
 * The words every note says, resolved once per language for the whole board. A board paints a
 * hundred notes or more at its first frame and each says five or six things; asking i18next for
 * each (a hook and a lookup per string per note) was a tenth of the cold load. Strings with a
 * title are resolved once with a marker and the title put in its place; counted strings are kept
 * per count.
 */
import type { TFunction } from 'i18next';
import { REPEAT_NS, repeatSummary } from '../../lib/repeat-text.ts';

export interface NoteText {
  language: string;
  complete: (title: string) => string;
  edit: (title: string) => string;
  remove: (title: string) => string;
  moveTo: (title: string) => string;
  completedState: string;
  overdue: string;
  due: string;
  hasDescription: string;
  checklist: (done: number, total: number) => string;
  attachments: (count: number) => string;
  reminders: (count: number) => string;
  /** A repeat rule: short text shown on the note, and what it says in full. */
  repeat: (rule: string) => { shown: string; said: string };
  /** A completed occurrence whose next one the plan had no room for. */
  repeatPaused: string;
  /** A task just added that the filter on would hide (kept-tasks.ts). */
  outsideFilter: string;
}

/** Never in a translation, never in a title that survives the NUL rule (shared/contracts/text.ts). */
const MARK = '\u0000title\u0000';

function withTitle(template: string): (title: string) => string {
  const parts = template.split(MARK);
  // split/join, not replace: a title holding `$&` must stay as it is.
  return (title) => parts.join(title);
}

function counted<K, V = string>(make: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let said = cache.get(key);
    if (said === undefined) {
      said = make(key);
      cache.set(key, said);
    }
    return said;
  };
}

export function noteText(t: TFunction, language: string): NoteText {
  const checklist = counted((key: string) => {
    const [done, total] = key.split('/').map(Number);
    return t('task.checklist', { done, total });
  });
  return {
    language,
    complete: withTitle(t('task.complete', { title: MARK })),
    edit: withTitle(t('task.edit', { title: MARK })),
    remove: withTitle(t('task.delete', { title: MARK })),
    moveTo: withTitle(t('task.moveTo', { title: MARK })),
    completedState: t('task.completedState'),
    overdue: t('task.overdue'),
    due: t('task.dueSr'),
    hasDescription: t('task.hasDescription'),
    checklist: (done, total) => checklist(`${done}/${total}`),
    attachments: counted((count: number) => t('task.attachments', { count })),
    reminders: counted((count: number) => t('task.reminders', { count })),
    repeat: counted((rule: string) => {
      const shown = repeatSummary(t, language, rule);
      return { shown, said: t(`${REPEAT_NS}:said`, { summary: shown }) };
    }),
    repeatPaused: t(`${REPEAT_NS}:paused`),
    outsideFilter: t('task.outsideFilter'),
  };
}
