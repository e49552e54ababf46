/** How long each language name of the hero badge shows (hero-badge.tsx, islands/hero-badge.ts). */
export const BADGE_INTERVAL_MS = 3000;
