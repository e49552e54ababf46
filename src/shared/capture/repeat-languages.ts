/** Each capture language's repeat rules, compiled on first use; the every-words of them all. */
import { cjkRepeatRules, cjkRepeatTrigger } from './repeat-cjk.ts';
import type { RepeatLexicon } from './repeat-lexicon.ts';
import { B } from './rules.ts';
import { latinRepeatRules, latinRepeatTrigger, type RepeatRules } from './repeat-latin.ts';
import type { CaptureLanguage } from './types.ts';
import { de } from './words/de.ts';
import { deRepeat } from './words/de-repeat.ts';
import { en } from './words/en.ts';
import { enRepeat } from './words/en-repeat.ts';
import { es } from './words/es.ts';
import { esRepeat } from './words/es-repeat.ts';
import { fr } from './words/fr.ts';
import { frRepeat } from './words/fr-repeat.ts';
import { it } from './words/it.ts';
import { itRepeat } from './words/it-repeat.ts';
import { pt } from './words/pt.ts';
import { ptRepeat } from './words/pt-repeat.ts';

const LATIN = {
  en: [en, enRepeat],
  es: [es, esRepeat],
  fr: [fr, frRepeat],
  de: [de, deRepeat],
  it: [it, itRepeat],
  pt: [pt, ptRepeat],
} as const;
const compiled = new Map<CaptureLanguage, RepeatRules>();
const triggers = new Map<CaptureLanguage, RegExp>();

/** A cheap first look, built from the words alone: the rules are compiled only when it matches. */
export function repeatTriggerFor(language: CaptureLanguage): RegExp {
  let trigger = triggers.get(language);
  if (!trigger) {
    trigger =
      language === 'ja' || language === 'zh'
        ? cjkRepeatTrigger(language)
        : latinRepeatTrigger(LATIN[language][1]);
    triggers.set(language, trigger);
  }
  return trigger;
}

export function repeatRulesFor(language: CaptureLanguage): RepeatRules {
  let rules = compiled.get(language);
  if (!rules) {
    rules =
      language === 'ja' || language === 'zh'
        ? cjkRepeatRules(language)
        : latinRepeatRules(...LATIN[language]);
    compiled.set(language, rules);
  }
  return rules;
}

// German "alle" (all) only repeats with a count ("alle zwei Wochen"), and is Italian "at the".
const latinEvery = (Object.values(LATIN) as (readonly [unknown, RepeatLexicon])[])
  .flatMap(([, r]) => [r.every, r.everyPlural])
  .flatMap((source) => source.split('|'))
  .filter((word) => word !== 'alle' && word !== '(?!)')
  .join('|');
/** An every-word ending the text before a date: "every", "jeden", "tous les", 毎, 每, 逢, 隔. */
const EVERY_BEFORE = new RegExp(`(?:${B}(?:${latinEvery})\\s+|[毎每逢隔])$`, 'iu');

/**
 * Whether the date at `index` follows an every-word: a repeat the rules did not understand
 * ("every last Friday" reads "Friday" alone otherwise). Such a date is left in the title.
 */
export function everyWordBefore(text: string, index: number): boolean {
  return EVERY_BEFORE.test(text.slice(Math.max(0, index - 24), index));
}
