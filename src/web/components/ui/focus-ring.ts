/**
 * The one keyboard focus ring. Elements that hide the browser's outline (`outline-none`) must not
 * also use this: the later `outline-none` would win and leave keyboard users with no ring at all.
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** For controls drawn on dark or coloured fills (toasts), where indigo would not show. */
export const focusRingOnDark =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
