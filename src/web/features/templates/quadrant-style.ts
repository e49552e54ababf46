/** Each quadrant's tint on the guides, matching the app's matrix (colour is never the only cue: number and name are shown). */
export const QUADRANT_TINT: Record<1 | 2 | 3 | 4, { card: string; badge: string }> = {
  1: { card: 'border-red-200 bg-red-50', badge: 'bg-red-700 text-white' },
  2: { card: 'border-indigo-200 bg-indigo-50', badge: 'bg-indigo-700 text-white' },
  3: { card: 'border-amber-200 bg-amber-50', badge: 'bg-amber-800 text-white' },
  4: { card: 'border-slate-200 bg-slate-100', badge: 'bg-slate-700 text-white' },
};
