/**
 * Absolute dates in the many written forms chrono-node knows ("20/03/2026", "2026-03-20",
 * "March 20th, 2026", "20. März 2026"), through each language's strict parser. Only a day and a
 * month chrono is certain of are taken, and the year when written; relative phrases are our own
 * rules' job, so chrono's reading of "now" (the process's zone) never enters a result.
 */
import { strict as de } from 'chrono-node/de';
import { strict as en } from 'chrono-node/en';
import { strict as es } from 'chrono-node/es';
import { strict as fr } from 'chrono-node/fr';
import { strict as it } from 'chrono-node/it';
import { strict as ja } from 'chrono-node/ja';
import { strict as pt } from 'chrono-node/pt';
import { strict as zh } from 'chrono-node/zh';
import { nextDayMonth, type RuleContext, type Found } from './found.ts';
import type { CaptureLanguage } from './types.ts';

const PARSERS = { en, es, fr, de, it, pt, ja, zh } as const;
/** A reference far from any edge: only certain components are read. */
const REFERENCE = new Date(Date.UTC(2000, 5, 15, 12));

/** The first absolute date in `text` (masked characters never match), or null. */
export function findAbsoluteDate(text: string, language: CaptureLanguage, ctx: RuleContext): Found | null {
  // Our own rules read month names; chrono adds the numeric forms (20/03, 2026-03-20, 20.03.2026).
  if (!/\d\s*[./\-年]\s*\d/.test(text)) return null;
  for (const r of PARSERS[language].parse(text, REFERENCE)) {
    const c = r.start;
    if (!c.isCertain('day') || !c.isCertain('month') || c.isCertain('weekday')) continue;
    // A relative phrase with a number ("3 days ago") is not a written date.
    if (!/\d/.test(r.text) || /\d\s*[:hH時点]\s*\d*$/.test(r.text)) continue;
    const year = c.isCertain('year') ? c.get('year') : null;
    const date = nextDayMonth(ctx, c.get('month') ?? 0, c.get('day') ?? 0, year ?? undefined);
    if (!date) continue;
    return { kind: 'date', date, start: r.index, end: r.index + r.text.length };
  }
  return null;
}
