import type { TaskColor } from '../../../shared/colors.ts';
import type { Quadrant } from '../../../shared/quadrants.ts';

/** Sticky-note paper colours (theme tokens in app.css). Literal so Tailwind sees them. */
export const NOTE_BG: Record<TaskColor, string> = {
  yellow: 'bg-note-yellow',
  blue: 'bg-note-blue',
  green: 'bg-note-green',
  pink: 'bg-note-pink',
  purple: 'bg-note-purple',
  orange: 'bg-note-orange',
  red: 'bg-note-red',
  gray: 'bg-note-gray',
  indigo: 'bg-note-indigo',
  teal: 'bg-note-teal',
};

/** Quadrant tints; the number and label are always shown too, colour is never the only cue. */
export const QUADRANT_STYLE: Record<Quadrant, { area: string; badge: string }> = {
  1: { area: 'bg-rose-50', badge: 'bg-rose-700 text-white' },
  2: { area: 'bg-sky-50', badge: 'bg-sky-700 text-white' },
  3: { area: 'bg-amber-50', badge: 'bg-amber-800 text-white' },
  4: { area: 'bg-slate-100', badge: 'bg-slate-700 text-white' },
};
