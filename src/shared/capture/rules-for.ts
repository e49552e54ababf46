/** Each capture language's date, time and urgency rules, and its trigger, compiled on first use. */
import type { Rule } from './rules.ts';
import { cjkRules, cjkTrigger } from './rules-cjk.ts';
import { latinRules, latinTrigger } from './rules-latin.ts';
import type { CaptureLanguage } from './types.ts';
import { de } from './words/de.ts';
import { en } from './words/en.ts';
import { es } from './words/es.ts';
import { fr } from './words/fr.ts';
import { it } from './words/it.ts';
import { pt } from './words/pt.ts';

const LATIN = { en, es, fr, de, it, pt } as const;

export interface LanguageRules {
  when: Rule[];
  words: Rule[];
}
const compiled = new Map<CaptureLanguage, LanguageRules>();
const triggers = new Map<CaptureLanguage, RegExp>();

export function rulesFor(language: CaptureLanguage): LanguageRules {
  let rules = compiled.get(language);
  if (!rules) {
    rules =
      language === 'ja' || language === 'zh' ? cjkRules(language) : latinRules(LATIN[language], language);
    compiled.set(language, rules);
  }
  return rules;
}

/**
 * A cheap first look: only a text it matches runs this language's rules when it is not the
 * person's, and the rules are compiled only then.
 */
export function triggerFor(language: CaptureLanguage): RegExp {
  let trigger = triggers.get(language);
  if (!trigger) {
    trigger = language === 'ja' || language === 'zh' ? cjkTrigger(language) : latinTrigger(LATIN[language]);
    triggers.set(language, trigger);
  }
  return trigger;
}
