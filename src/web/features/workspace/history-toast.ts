/**
 * The visible side of undo: every change a person makes says what happened in one toast with
 * Undo ("Moved to Schedule · Undo"); an undo says "Undone: …" with Redo. One toast at a time
 * (the newest change replaces the last), so its Undo always means the newest change. The strings
 * are their own namespace, fetched at the first change or when the board is first idle, so the
 * board's first load does not carry them.
 */
import { toast, dismissToastByKey } from '../../components/ui/toast-store.ts';
import { i18n, isLanguage, loadNamespaces } from '../../lib/i18n.ts';
import type { HistoryLabel } from './history-labels.ts';
import { history, type HistoryEvent } from './history-store.ts';

export const HISTORY_NS = 'history';
const TOAST_KEY = 'history';
const DURATION_MS = 6_000;

let loading: Promise<void> | undefined;
let loaded = false;

/** Fetches the history's strings once (and keeps them for a language chosen later). */
export function loadHistoryText(): Promise<void> {
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  loading ??= loadNamespaces(lng, [HISTORY_NS]).then(
    () => {
      loaded = true;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** "Moved to Schedule": a label in the person's language. */
export function historyText(label: HistoryLabel): string {
  return i18n.t(`${HISTORY_NS}:${label.key}`, {
    quadrant: label.quadrant ? i18n.t(`common:quadrants.${label.quadrant}.label`) : '',
    board: label.board ?? '',
  });
}

const undoAction = () => ({ label: i18n.t(`${HISTORY_NS}:undo`), run: () => void history.undo() });
const redoAction = () => ({ label: i18n.t(`${HISTORY_NS}:redo`), run: () => void history.redo() });

function show(event: HistoryEvent): void {
  const opts = { key: TOAST_KEY, replace: true, duration: DURATION_MS };
  switch (event.type) {
    case 'done':
    case 'redone':
      toast.info(historyText(event.entry.label), { ...opts, action: undoAction() });
      return;
    case 'undone':
      toast.info(i18n.t(`${HISTORY_NS}:undone`, { what: historyText(event.entry.label) }), {
        ...opts,
        action: redoAction(),
      });
      return;
    case 'nothing':
      toast.info(
        i18n.t(`${HISTORY_NS}:${event.direction === 'undo' ? 'nothingToUndo' : 'nothingToRedo'}`),
        opts,
      );
      return;
    case 'dropped':
      dismissToastByKey(TOAST_KEY);
  }
}

history.subscribe((event) => {
  // At once when the strings are there (an Undo pressed in the toast turns that toast into
  // "Undone · Redo", keeping focus on it); before that, in order once they arrive.
  if (loaded) show(event);
  else void loadHistoryText().then(() => show(event));
});
