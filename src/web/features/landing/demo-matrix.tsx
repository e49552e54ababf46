import { Bell, CalendarClock, Paperclip, RotateCcw } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { isQuadrant, QUADRANTS, type Quadrant } from '../../../shared/quadrants.ts';
import { cn } from '../../components/ui/cn.ts';
import { usePublicTranslation } from '../site/site-i18n.ts';
import {
  arrowDelta,
  INITIAL_NOTES,
  placeNote,
  sendToQuadrant,
  type DemoNote,
  type Margins,
} from './demo-notes.ts';
import { useLandingTranslation } from './landing-i18n.ts';
import { NOTE_BG, QUADRANT_STYLE } from './note-styles.ts';

interface DragState {
  id: string;
  pointerId: number;
  /** Pointer offset from the note's centre, in px, so the note doesn't jump under the finger. */
  offsetX: number;
  offsetY: number;
  start: DemoNote;
}

/** Half the note's size in percent of the board: how close to an edge its centre may go. */
function marginsOf(noteEl: HTMLElement, board: DOMRect): Margins | undefined {
  if (board.width === 0 || board.height === 0 || noteEl.offsetWidth === 0) return undefined;
  return {
    x: (noteEl.offsetWidth / 2 / board.width) * 100,
    y: (noteEl.offsetHeight / 2 / board.height) * 100,
  };
}

/**
 * The landing page's draggable matrix. Pointer events (mouse, pen, touch) drag a note; on every
 * move its quadrant follows its centre (spec §4 "Demo quadrant"). Keyboard: arrows move the
 * focused note, 1–4 send it to a quadrant, Escape cancels a drag. Changes are announced politely.
 */
export function DemoMatrix() {
  const { t, lng } = useLandingTranslation();
  const { t: tc } = usePublicTranslation('common');
  const [notes, setNotes] = useState<DemoNote[]>(() => [...INITIAL_NOTES]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<{ id: string; quadrant: Quadrant } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);

  const quadrantName = (q: Quadrant) => tc(`quadrants.${q}.label`);
  const title = (n: DemoNote) => t(`demo.notes.${n.id}.title`);

  function announceMove(before: DemoNote, after: DemoNote | undefined) {
    if (after && after.quadrant !== before.quadrant) {
      setAnnouncement(t('demo.moved', { title: title(after), quadrant: quadrantName(after.quadrant) }));
    }
  }

  function commit(next: DemoNote[], before: DemoNote) {
    setNotes(next);
    announceMove(
      before,
      next.find((n) => n.id === before.id),
    );
  }

  function handlePointerDown(event: PointerEvent<HTMLButtonElement>, note: DemoNote) {
    const board = boardRef.current?.getBoundingClientRect();
    if (!board || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      id: note.id,
      pointerId: event.pointerId,
      offsetX: event.clientX - (board.left + (note.position.x / 100) * board.width),
      offsetY: event.clientY - (board.top + (note.position.y / 100) * board.height),
      start: note,
    };
    setDragging({ id: note.id, quadrant: note.quadrant });
  }

  /** The notes with the dragged one under the pointer, or null when this pointer isn't dragging. */
  function dragged(event: PointerEvent<HTMLButtonElement>): { state: DragState; next: DemoNote[] } | null {
    const state = drag.current;
    const board = boardRef.current?.getBoundingClientRect();
    if (!state || state.pointerId !== event.pointerId || !board || board.width === 0 || board.height === 0)
      return null;
    const position = {
      x: ((event.clientX - state.offsetX - board.left) / board.width) * 100,
      y: ((event.clientY - state.offsetY - board.top) / board.height) * 100,
    };
    return { state, next: placeNote(notes, state.id, position, marginsOf(event.currentTarget, board)) };
  }

  function handlePointerMove(event: PointerEvent<HTMLButtonElement>) {
    const result = dragged(event);
    if (!result) return;
    setNotes(result.next);
    const moved = result.next.find((n) => n.id === result.state.id);
    if (moved) setDragging({ id: moved.id, quadrant: moved.quadrant });
  }

  function handlePointerUp(event: PointerEvent<HTMLButtonElement>) {
    const result = dragged(event);
    if (!result) return;
    drag.current = null;
    setDragging(null);
    commit(result.next, result.state.start);
  }

  function cancelDrag() {
    const state = drag.current;
    if (!state) return;
    drag.current = null;
    setDragging(null);
    setNotes((current) => current.map((n) => (n.id === state.id ? state.start : n)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, note: DemoNote) {
    if (event.key === 'Escape' && drag.current) {
      event.preventDefault();
      cancelDrag();
      return;
    }
    const board = boardRef.current?.getBoundingClientRect();
    const margins = board ? marginsOf(event.currentTarget, board) : undefined;
    const delta = arrowDelta(event.key);
    const digit = Number(event.key);
    if (delta) {
      event.preventDefault();
      commit(
        placeNote(notes, note.id, { x: note.position.x + delta.dx, y: note.position.y + delta.dy }, margins),
        note,
      );
    } else if (isQuadrant(digit)) {
      event.preventDefault();
      commit(sendToQuadrant(notes, note.id, digit, margins), note);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p id="demo-instructions" className="sr-only">
        {t('demo.instructions')}
      </p>
      <div className="grid grid-cols-[auto_1fr] grid-rows-[auto_1fr] gap-x-2 gap-y-1">
        <span aria-hidden="true" />
        <div
          aria-hidden="true"
          className="grid grid-cols-2 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          <span>{t('demo.urgent')}</span>
          <span>{t('demo.notUrgent')}</span>
        </div>
        <div
          aria-hidden="true"
          className="flex flex-col text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {[t('demo.important'), t('demo.notImportant')].map((label) => (
            // Latin scripts read bottom-to-top beside a chart; Japanese stands upright, top-to-bottom.
            <span
              key={label}
              className={cn(
                'flex flex-1 items-center justify-center [writing-mode:vertical-rl]',
                lng !== 'ja' && 'rotate-180',
              )}
            >
              {label}
            </span>
          ))}
        </div>
        <div
          ref={boardRef}
          role="group"
          aria-label={t('demo.boardLabel')}
          className="relative grid aspect-[4/5] grid-cols-2 grid-rows-2 gap-1 overflow-hidden rounded-2xl border border-slate-200 bg-white p-1 shadow-sm sm:aspect-[4/3]"
        >
          {QUADRANTS.map((q) => (
            <div
              key={q}
              data-testid={`demo-quadrant-${q}`}
              className={cn(
                'rounded-xl p-2 transition-shadow',
                QUADRANT_STYLE[q].area,
                dragging?.quadrant === q && 'ring-2 ring-indigo-500 ring-inset',
              )}
            >
              <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-800 sm:text-sm">
                <span
                  className={cn(
                    'inline-flex size-5 items-center justify-center rounded-full text-[11px]',
                    QUADRANT_STYLE[q].badge,
                  )}
                  aria-hidden="true"
                >
                  {q}
                </span>
                {quadrantName(q)}
              </p>
              <p className="hidden pl-6.5 text-xs text-slate-600 sm:block">{tc(`quadrants.${q}.subtitle`)}</p>
            </div>
          ))}
          {notes.map((note) => (
            <button
              key={note.id}
              type="button"
              data-note-id={note.id}
              data-quadrant={note.quadrant}
              aria-roledescription={t('demo.noteRole')}
              aria-describedby="demo-instructions"
              style={{ left: `${note.position.x}%`, top: `${note.position.y}%` }}
              className={cn(
                'absolute w-[42%] -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-md p-2 text-left shadow-md select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 sm:w-[30%] sm:p-2.5',
                NOTE_BG[note.color],
                dragging?.id === note.id ? 'z-20 cursor-grabbing shadow-xl' : 'z-10',
              )}
              onPointerDown={(event) => handlePointerDown(event, note)}
              onPointerMove={handlePointerMove}
              onPointerUp={handlePointerUp}
              onPointerCancel={cancelDrag}
              onKeyDown={(event) => handleKeyDown(event, note)}
            >
              <span className="block text-xs leading-snug font-semibold text-slate-900 sm:text-sm">
                {title(note)}
              </span>
              {/* The note is named by what it shows (title, description, flags' tooltips) plus where
                  it is, for screen readers only: its name then contains all of its visible text,
                  as voice control expects. */}
              <span className="mt-0.5 flex items-center gap-1.5 text-[11px] text-slate-700 sm:text-xs">
                <span className="line-clamp-1">{t(`demo.notes.${note.id}.description`)}</span>
                <NoteFlags note={note} />
              </span>
              <span className="sr-only">
                {t('demo.noteWhere', { quadrant: quadrantName(note.quadrant) })}
              </span>
            </button>
          ))}
        </div>
      </div>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => {
            setNotes([...INITIAL_NOTES]);
            setAnnouncement('');
          }}
          className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <RotateCcw aria-hidden className="size-4" />
          {t('demo.reset')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** Date, reminder and attachment markers: icons for the eye, words for screen readers. */
function NoteFlags({ note }: { note: DemoNote }) {
  const { t } = useLandingTranslation();
  const flags = [
    note.hasDate && { key: 'hasDate', Icon: CalendarClock },
    note.hasReminder && { key: 'hasReminder', Icon: Bell },
    note.hasAttachment && { key: 'hasAttachment', Icon: Paperclip },
  ].filter((flag) => flag !== false);
  if (flags.length === 0) return null;
  return (
    <span className="ml-auto flex shrink-0 items-center gap-1">
      {flags.map(({ key, Icon }) => (
        <span key={key} title={t(`demo.${key}`)}>
          <Icon aria-hidden className="size-3.5" />
          <span className="sr-only">{t(`demo.${key}`)}</span>
        </span>
      ))}
    </span>
  );
}
