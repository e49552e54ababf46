/**
 * Repeat rules for Japanese and Chinese: 毎日, 毎週月曜日, 毎週火曜と木曜, 隔週, 2週間ごと, 毎月15日,
 * 平日は毎日; 每天, 每周一, 每周二和周四, 每两周, 隔周五, 每月15号, 每个工作日. A particle after the
 * phrase goes with it (毎週月曜日に). "N日おき" / "每隔N天" skip N days: every N+1 days, as the
 * words say (1日おき and 每隔一天 are every other day).
 */
import type { RepeatFreq } from '../recurrence.ts';
import { cjkNumber, NUM } from './cjk-numbers.ts';
import type { Hint } from './lexicon.ts';
import { codeValue, type RepeatRule, type RepeatRules, type RepeatValue } from './repeat-latin.ts';
import type { RepeatCode } from './repeat-lexicon.ts';
import { rx } from './rules.ts';

const JA_DAYS = '月火水木金土日';
const ZH_DAYS = '一二三四五六日';

function daysOf(text: string, chars: string): number[] {
  // 月曜日's 日 is the word "day", not Sunday.
  const days = [...text.replaceAll('曜日', '曜')].flatMap((c) => {
    if (c === '天') return [6];
    const i = chars.indexOf(c);
    return i < 0 ? [] : [i];
  });
  return [...new Set(days)].sort((a, b) => a - b);
}

const fixed = (source: string, code: RepeatCode): RepeatRule => ({
  re: rx(source),
  resolve: () => codeValue(code),
});

function unitFreq(unit: string): RepeatFreq {
  if (/[日天]/.test(unit)) return 'daily';
  if (/[週周星礼]/.test(unit)) return 'weekly';
  return /月/.test(unit) ? 'monthly' : 'yearly';
}

/** "2週間ごと" (every), "1日おき" / "每隔一天" (skipping): the interval. */
function every(freq: RepeatFreq, n: number | null, skip: boolean): RepeatValue | null {
  const interval = n === null ? null : skip ? n + 1 : n;
  if (interval === null || interval < 1 || interval > 365) return null;
  return { freq, interval, weekdays: [], monthDay: null };
}

function monthDay(m: RegExpExecArray): RepeatValue | null {
  const day = cjkNumber(m[1] ?? '');
  return day && day <= 31 ? { freq: 'monthly', interval: 1, weekdays: [], monthDay: day } : null;
}

function weekly(text: string, chars: string, interval: number, hint?: Hint): RepeatValue {
  return { freq: 'weekly', interval, weekdays: daysOf(text, chars), monthDay: null, hint };
}

const JA_D = `[${JA_DAYS}]`;
const JA_AFTER = '(?:ごとに|ごと|には|に|は|で|の|、)?';
const JA_DAYPARTS: Record<string, Hint> = {
  朝: 'am',
  午前: 'am',
  昼: 'pm',
  午後: 'pm',
  夕方: 'pm',
  夜: 'pm',
  晩: 'pm',
};
const JA_WORKDAY_HINT: Record<string, Hint> = { 毎朝: 'am', 毎晩: 'pm' };

/** 毎週月曜日, 毎週火曜と木曜, 隔週月曜, 毎日曜; weekdays (平日は毎日, 月曜から金曜まで毎朝). */
function jaDays(): RepeatRule[] {
  const d = JA_D;
  // 月曜と木曜, 月・水・金, 土日: two weekday characters or more need no 曜 (日本 is not a list).
  const list = `(?:${d}曜日?(?:(?:と|、|・|，|,|/)${d}曜日?)*|${d}(?:[・、/]?${d})+(?:曜日?)?)`;
  const part = `(?:の)?(朝|午前|昼|午後|夕方|夜|晩)(?![\\d〇一二三四五六七八九十])`;
  const workdays =
    '(?:平日(?:は|の)?(?=毎[日朝晩])|毎週平日|毎平日|平日のみ|平日ごと|月曜(?:日)?から金曜(?:日)?(?:まで)?|月[〜～\\-ー]金(?:曜日?)?)';
  return [
    {
      re: rx(`(毎週|隔週|毎)(?:の)?(${list})(?:${part})?${JA_AFTER}|(${d})曜日?(?:ごと|毎)に?`),
      resolve: (m) => weekly(m[2] ?? m[4] ?? '', JA_DAYS, m[1] === '隔週' ? 2 : 1, JA_DAYPARTS[m[3] ?? '']),
    },
    {
      // 月曜から金曜まで毎朝: the every-morning said with it is its part of the day.
      re: rx(`${workdays}(?:は)?(毎日|毎朝|毎晩)?${JA_AFTER}`),
      resolve: (m) => ({ ...codeValue('workdays'), hint: JA_WORKDAY_HINT[m[1] ?? ''] }),
    },
  ];
}

function ja(): RepeatRules {
  const a = JA_AFTER;
  const rules: RepeatRule[] = [
    ...jaDays(),
    fixed(`(?:毎週末|週末ごと)${a}`, 'weekend'),
    fixed(`毎日${a}`, 'daily'),
    fixed(`毎朝${a}`, 'daily@am'),
    fixed(`(?:毎晩|毎夜)${a}`, 'daily@pm'),
    fixed(`(?:隔日|一日おき|1日おき)${a}`, 'daily/2'),
    fixed(`(?:毎週|週(?:に)?(?:1|一)(?:回|度)|週一|週イチ)${a}`, 'weekly'),
    fixed(`隔週${a}`, 'weekly/2'),
    fixed(`(?:毎月|月(?:に)?(?:1|一)(?:回|度))${a}`, 'monthly'),
    fixed(`隔月${a}`, 'monthly/2'),
    fixed(`(?:毎四半期|四半期ごと)${a}`, 'monthly/3'),
    fixed(`(?:毎年|年(?:に)?(?:1|一)(?:回|度))${a}`, 'yearly'),
    fixed(`隔年${a}`, 'yearly/2'),
    fixed(`(?:毎月末|毎月の?末日|毎月月末|月末ごと)${a}`, 'month-end'),
    { re: rx(`毎月${NUM}日${a}`), resolve: monthDay },
    {
      re: rx(`${NUM}(日|週間|週|か月|ヶ月|カ月|ケ月|箇月|年)(ごと|毎|おき)に?`),
      resolve: (m) => every(unitFreq(m[2] ?? ''), cjkNumber(m[1] ?? ''), m[3] === 'おき'),
    },
  ];
  const unsaid = [
    rx(`(?:毎月)?(?:第[1-5一二三四五]|最終|最後の)${JA_D}曜日?`),
    rx('(?:週|月|年|1日|一日)(?:に)?[2-9二三四五六七八九十]回'),
  ];
  return { rules, unsaid };
}

const ZH_W = '(?:周|星期|礼拜|週)';
const ZH_D = `[${ZH_DAYS}天]`;
const ZH_PART = '(早上|早晨|上午|中午|下午|傍晚|晚上)(?![\\d〇零一二两三四五六七八九十])';
const ZH_DAYPARTS: Record<string, Hint> = {
  早上: 'am',
  早晨: 'am',
  上午: 'am',
  中午: 'pm',
  下午: 'pm',
  傍晚: 'pm',
  晚上: 'pm',
};

/** 每周一, 每周二和周四, 每周一三五, 隔周五; every day with its part of the day (每天早上, 每晚). */
function zhDays(): RepeatRule[] {
  const [w, d] = [ZH_W, ZH_D];
  // 每周一 is Monday, but 每周一次 is once a week and 每周二三次 a count: no day before 次.
  const list = `${d}(?:(?:、|和|与|及|跟|,|，|/)?${w}?${d})*(?![次回遍趟个${ZH_DAYS}天])`;
  return [
    {
      // 双周 is said of a day (双周五); alone it names things (双周会, 双周刊).
      re: rx(`(?:每|逢)(?:个)?${w}(${list})(?:${ZH_PART})?|(隔周|双周(?=${d}))(${d})?`),
      resolve: (m) =>
        m[3] ? weekly(m[4] ?? '', ZH_DAYS, 2) : weekly(m[1] ?? '', ZH_DAYS, 1, ZH_DAYPARTS[m[2] ?? '']),
    },
    {
      re: rx(`每天?${ZH_PART}|每早|每晚`),
      resolve: (m) => ({
        ...codeValue('daily'),
        hint: ZH_DAYPARTS[m[1] ?? ''] ?? (m[0] === '每晚' ? 'pm' : 'am'),
      }),
    },
  ];
}

function zh(): RepeatRules {
  const [w, d] = [ZH_W, ZH_D];
  const rules: RepeatRule[] = [
    ...zhDays(),
    fixed(
      `每个?工作日|工作日每天|每逢工作日|每${w}一(?:到|至|~|～|-)${w}?五|${w}一(?:到|至)${w}?五每天`,
      'workdays',
    ),
    fixed('每个?周末|每逢周末', 'weekend'),
    // 每日 as 每天, but not inside a name (每日优鲜): see rules-cjk.ts on the written forms.
    fixed('每天|天天|每一天|每日(?![\\p{Script=Han}])', 'daily'),
    fixed(`每(?:个|一)?${w}(?:一次)?|一${w}一次`, 'weekly'),
    fixed('每(?:个|一)?月', 'monthly'),
    fixed('每个?季度', 'monthly/3'),
    fixed('每一?年', 'yearly'),
    fixed('每个?月的?(?:底|末|最后一天)', 'month-end'),
    { re: rx(`每个?月的?${NUM}[日号號]`), resolve: monthDay },
    {
      re: rx(`每(隔)?${NUM}个?(天|日|周|星期|礼拜|月|年)`),
      resolve: (m) => every(unitFreq(m[3] ?? ''), cjkNumber(m[2] ?? ''), m[1] === '隔'),
    },
  ];
  const count = '[一二两三四五六七八九十\\d]{1,3}';
  const unsaid = [
    rx(`(?:每个?月的?)?(?:第[一二三四五1-5]个?|最后一个?)${w}${d}`),
    rx(`(?:每|一)(?:个)?(?:${w}|天|日|月|年)(?:${count}(?:到|至|-))?[两二三四五六七八九十2-9]次`),
  ];
  return { rules, unsaid };
}

/** Whether a text may hold a Japanese or Chinese repeat phrase: each holds one of these. */
export function cjkRepeatTrigger(lang: 'ja' | 'zh'): RegExp {
  return lang === 'ja'
    ? /[毎隔回度第最]|ごと|おき|平日|から金|[〜～\-ー]金|週一|週イチ/u
    : /[每逢隔双第次]|工作日|最后/u;
}

export function cjkRepeatRules(lang: 'ja' | 'zh'): RepeatRules {
  return lang === 'ja' ? ja() : zh();
}
