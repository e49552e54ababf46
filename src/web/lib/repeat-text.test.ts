import { beforeAll, describe, expect, it } from 'vitest';
import de from '../locales/de/repeat.json' with { type: 'json' };
import ja from '../locales/ja/repeat.json' with { type: 'json' };
import en from '../locales/en/repeat.json' with { type: 'json' };
import { LANGUAGES } from '../../shared/languages.ts';
import { i18n } from './i18n.ts';
import { REPEAT_NS, repeatSummary } from './repeat-text.ts';

beforeAll(() => {
  i18n.addResourceBundle('de', REPEAT_NS, de);
  i18n.addResourceBundle('ja', REPEAT_NS, ja);
});

const say = (language: string, rule: string) => repeatSummary(i18n.getFixedT(language), language, rule);

describe('repeat summaries', () => {
  it('read as a person says them, in English', () => {
    expect(say('en', 'FREQ=DAILY')).toBe('Every day');
    expect(say('en', 'FREQ=DAILY;INTERVAL=3')).toBe('Every 3 days');
    expect(say('en', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).toBe('Every weekday');
    expect(say('en', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toBe('Every 2 weeks on Mon, Thu');
    expect(say('en', 'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1')).toBe('Every month on day 31');
    expect(say('en', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1')).toBe('Every year on Feb 29');
    expect(say('en', 'FREQ=HOURLY')).toBe('');
  });

  it('in other languages, with their own weekday and month names', () => {
    expect(say('de', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toMatch(/^Alle 2 Wochen am Mo\.?, Do\.?$/);
    expect(say('de', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')).toBe('Jeden Werktag');
    expect(say('ja', 'FREQ=DAILY')).toBe('毎日');
    expect(say('ja', 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15')).toBe('2か月ごと 15日');
  });

  it('every language has every key English has', async () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    for (const lng of LANGUAGES) {
      const bundle = (await import(`../locales/${lng}/repeat.json`)) as { default: object };
      expect(keys(bundle.default).sort(), lng).toEqual(keys(en).sort());
    }
  });
});
