/**
 * Date, time and urgency rules for Japanese and Chinese: no spaces between words, particles after
 * the date (明日までに, 周五之前) go with it, and numbers may be written in kanji (三時, 下午三点).
 */
import {
  endOfMonth,
  firstOfNextMonth,
  inMinutes,
  inUnits,
  nextDayMonth,
  nextDayOfMonth,
  nextMonday,
  resolveHour,
  resolveWeekday,
  weekend,
  type WeekdayMode,
} from './found.ts';
import type { Hint, WordEffect } from './lexicon.ts';
import { ASAP } from './lexicon.ts';
import { cjkNumber, N, NUM } from './cjk-numbers.ts';
import { B, E, rx, type Rule } from './rules.ts';
import { addDays } from './zone.ts';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WEEKDAY_CHARS = { ja: '月火水木金土日', zh: '一二三四五六日' } as const;

interface CjkWords {
  relative: Record<string, [offset: number, hint?: Hint]>;
  dayparts: Record<string, Hint>;
  /** Particles that go with a date or time: removed with it. */
  after: string;
  before: string;
  urgency: [source: string, effect: WordEffect][];
}

const ja: CjkWords = {
  relative: {
    明後日: [2],
    あさって: [2],
    明日: [1],
    あした: [1],
    あす: [1],
    明朝: [1, 'am'],
    今日: [0],
    きょう: [0],
    本日: [0],
    今夜: [0, 'pm'],
    今晩: [0, 'pm'],
    今朝: [0, 'am'],
  },
  dayparts: { 午前: 'am', 朝: 'am', 午後: 'pm', 昼: 'pm', 夕方: 'pm', 夜: 'pm', 晩: 'pm' },
  after: '(?:ごろ|頃)?(?:までに|まで|中に|には|に|の|は|から)?',
  before: '',
  urgency: [
    ['急がない|急ぎじゃない|そのうち|いつか|暇なときに|時間があるときに', 'not-urgent'],
    [`大至急|至急|緊急|急ぎで|急ぎ|早急に|今すぐ|すぐに|${ASAP}`, 'urgent'],
    ['重要|大事|大切', 'important'],
    ['たぶん|多分|できれば|余裕があれば|もしかしたら', 'not-important'],
  ],
};

const zh: CjkWords = {
  relative: {
    大后天: [3],
    后天: [2],
    後天: [2],
    明天: [1],
    明日: [1],
    明早: [1, 'am'],
    明晚: [1, 'pm'],
    今天: [0],
    今日: [0],
    今晚: [0, 'pm'],
    今早: [0, 'am'],
  },
  dayparts: {
    上午: 'am',
    早上: 'am',
    早晨: 'am',
    凌晨: 'am',
    中午: 'pm',
    下午: 'pm',
    傍晚: 'pm',
    晚上: 'pm',
  },
  after: '(?:左右)?(?:之前|以前|前|的)?',
  before: '(?:在|于|到)?',
  urgency: [
    ['不急|不着急|有空的时候|有空时|有空|有时间的话|有时间|改天|哪天', 'not-urgent'],
    [`紧急|加急|尽快|尽早|马上|立刻|立即|赶紧|${ASAP}`, 'urgent'],
    ['重要|要紧', 'important'],
    ['也许|或许|可选|看情况', 'not-important'],
  ],
};

const keys = (o: object) =>
  Object.keys(o)
    .sort((a, b) => b.length - a.length)
    .join('|');

/**
 * Names (ADR 0015): a given name ending a relative word and said with its honorific (明日香さん,
 * 今日子ちゃん) is not a date; Chinese 今日 and 明日, the written forms, are a name's (今日头条,
 * 明日方舟) unless a part of the day, a time, a particle or no Han character follows them; a
 * Japanese weekday's short form inside a word (日曜大工, 金曜ロードショー) is not a date, its full
 * form (日曜日) and a part of the day or a time after it (日曜の朝, 金曜14時) are.
 */
const JA_GIVEN_NAME = '(?![子香美菜奈花華佳](?:さん|ちゃん|くん|君|様|さま|氏|先生))';
const ZH_AFTER_WRITTEN =
  '(?=上午|早上|早晨|凌晨|中午|下午|傍晚|晚上|之前|以前|前|的|左右|内|起|[〇零一二两兩三四五六七八九十\\d]|[^\\p{Script=Han}]|$)';
const JA_SHORT_WEEKDAY =
  '曜(?:日|(?=[朝夜晩昼夕午中〇一二三四五六七八九十]|[^\\p{Script=Han}\\p{Script=Katakana}]|$))';

function relativeWords(lang: 'ja' | 'zh', w: CjkWords): string {
  if (lang === 'ja') return `(?:${keys(w.relative)})${JA_GIVEN_NAME}`;
  return keys(w.relative)
    .split('|')
    .map((k) => (k === '今日' || k === '明日' ? `${k}${ZH_AFTER_WRITTEN}` : k))
    .join('|');
}

function dateRules(lang: 'ja' | 'zh', w: CjkWords): Rule[] {
  const noNumber = '(?![\\d〇零一二两兩三四五六七八九十])';
  const dayparts = `(?:の)?(${keys(w.dayparts)})${noNumber}`;
  const week =
    lang === 'ja' ? '(再来週|来週|今週|次の|今度の)?の?' : '(下下个?|下个?|这个?|本|这)?(?:周|星期|礼拜|週)';
  const weekday =
    lang === 'ja' ? `${week}([${WEEKDAY_CHARS.ja}])${JA_SHORT_WEEKDAY}` : `${week}([${WEEKDAY_CHARS.zh}天])`;
  const unit = lang === 'ja' ? '(日|週間|か月|ヶ月|カ月|ケ月)後' : '个?(天|日|周|星期|礼拜|月)(?:以?后|之后)';
  const a = w.after;
  const b = w.before;
  return [
    {
      re: rx(`${b}(${relativeWords(lang, w)})(?:${dayparts})?${a}`),
      resolve(m, ctx) {
        const rel = w.relative[m[1] ?? ''];
        if (!rel) return null;
        return { kind: 'date', date: addDays(ctx.today, rel[0]), hint: w.dayparts[m[2] ?? ''] ?? rel[1] };
      },
    },
    {
      re: rx(`${b}${weekday}(?:${dayparts})?${a}`),
      resolve(m, ctx) {
        const chars: string = WEEKDAY_CHARS[lang];
        const target = m[2] === '天' ? 6 : chars.indexOf(m[2] ?? '');
        const w1 = m[1] ?? '';
        let mode: WeekdayMode = 'plain';
        if (/^(来週|下个?)$/.test(w1)) mode = 'following-week';
        else if (/^(今週|这个?|本)$/.test(w1)) mode = 'this';
        let date = resolveWeekday(ctx, target, mode);
        if (/^(再来週|下下个?)$/.test(w1)) date = addDays(resolveWeekday(ctx, target, 'following-week'), 7);
        return { kind: 'date', date, hint: w.dayparts[m[3] ?? ''] };
      },
    },
    {
      re: rx(`${b}${NUM}${unit}${a}`),
      resolve(m, ctx) {
        const n = cjkNumber(m[1] ?? '');
        const u = m[2] ?? '';
        if (n === null) return null;
        const kind = /日|天/.test(u) ? 'day' : /月/.test(u) ? 'month' : 'week';
        return { kind: 'date', date: inUnits(ctx, n, kind) };
      },
    },
    {
      // "2時間後", "30分後", "两个小时后", "半小时后": the date and the time that far from now.
      re: rx(
        lang === 'ja'
          ? `(?:${NUM}時間|(半)時間)(?:${N}分)?後${a}|${NUM}分後${a}`
          : `${b}(?:${NUM}个?(?:小时|钟头)|(半)个?小时)(?:${N}分钟?)?(?:以?后|之后)${a}|${b}${NUM}分钟(?:以?后|之后)${a}`,
      ),
      resolve(m, ctx) {
        const hours = m[2] ? 0.5 : m[1] ? cjkNumber(m[1]) : 0;
        const minutes = m[3] ? cjkNumber(m[3]) : m[4] ? cjkNumber(m[4]) : 0;
        if (hours === null || minutes === null) return null;
        return { kind: 'date', ...inMinutes(ctx, hours * 60 + minutes) };
      },
    },
    {
      re: rx(
        lang === 'ja' ? `来週(?:中|のうちに)?${a}` : `${b}下个?(?:周|星期|礼拜)(?![一二三四五六日天])${a}`,
      ),
      resolve: (_m, ctx) => ({ kind: 'date', date: nextMonday(ctx) }),
    },
    {
      re: rx(lang === 'ja' ? `(?:今週末|週末)${a}` : `${b}(?:这个?|本)?周末${a}`),
      resolve: (_m, ctx) => ({ kind: 'date', date: weekend(ctx) }),
    },
    {
      re: rx(`${b}(?:(\\d{4})年)?${NUM}月${N}[日号號](?:\\s*[(（][月火水木金土日][)）])?${a}`),
      resolve(m, ctx) {
        const month = cjkNumber(m[2] ?? '');
        const day = cjkNumber(m[3] ?? '');
        if (!month || !day) return null;
        const date = nextDayMonth(ctx, month, day, m[1] ? Number(m[1]) : undefined);
        return date ? { kind: 'date', date } : null;
      },
    },
    {
      // "3/20までに", "3/20之前": month first, as both languages write it; the particle goes too.
      re: rx(`${b}(?<![\\d/.])(\\d{1,2})/(\\d{1,2})(?![\\d/])${a}`),
      resolve(m, ctx) {
        const date = nextDayMonth(ctx, Number(m[1]), Number(m[2]));
        return date ? { kind: 'date', date } : null;
      },
    },
    {
      re: rx(lang === 'ja' ? `(?:今月末|月末)${a}` : `${b}(?:这个?月|本月)?(?:月底|月末)${a}`),
      resolve: (_m, ctx) => ({ kind: 'date', date: endOfMonth(ctx) }),
    },
    {
      re: rx(lang === 'ja' ? `来月${a}` : `${b}下个?月(?![\\d〇零一二两兩三四五六七八九十])${a}`),
      resolve: (_m, ctx) => ({ kind: 'date', date: firstOfNextMonth(ctx) }),
    },
    {
      re: rx(
        lang === 'ja'
          ? `(?<![\\d月])(\\d{1,2})日(?!後|間|前|以内|目)(?:\\s*[(（][月火水木金土日][)）])?${a}`
          : `${b}(?<![\\d月])(\\d{1,2}|[一二三四五六七八九十]{1,3})[号號](?!线|楼|房|门|位|床|球)${a}`,
      ),
      resolve(m, ctx) {
        const date = nextDayOfMonth(ctx, cjkNumber(m[1] ?? '') ?? 0);
        return date ? { kind: 'date', date } : null;
      },
    },
  ];
}

function timeRules(lang: 'ja' | 'zh', w: CjkWords): Rule[] {
  const dayparts = keys(w.dayparts);
  const hourMark = lang === 'ja' ? '時(?!間)' : '[点點]';
  const minutes = lang === 'ja' ? `(?:${N}分|(半))?` : `(?:${N}分?|(半)|(一刻)|(三刻)|整)?(?:钟)?`;
  return [
    {
      re: rx(`${w.before}(?:(?<![今明昨])(${dayparts}))?\\s*${NUM}\\s*${hourMark}${minutes}${w.after}`),
      resolve(m) {
        const hour = cjkNumber(m[2] ?? '');
        if (hour === null) return null;
        // 一点 alone is also "a little" in Chinese: only a time with a part of the day or digits.
        if (lang === 'zh' && !m[1] && !/\d/.test(m[2] ?? '') && !m[3] && !m[4]) {
          if (hour === 1 || /^(?:一|两)$/.test(m[2] ?? '')) return null;
        }
        let minute = m[3] ? (cjkNumber(m[3]) ?? -1) : 0;
        if (m[4]) minute = 30;
        if (m[5]) minute = 15;
        if (m[6]) minute = 45;
        const time = resolveHour(hour, minute, { meridiem: w.dayparts[m[1] ?? ''] });
        return time ? { kind: 'time', time } : null;
      },
    },
    {
      re: rx(`${w.before}(${dayparts})?(?<!\\d)(\\d{1,2}):(\\d{2})(?!\\d)${w.after}`),
      resolve(m) {
        const time = resolveHour(Number(m[2]), Number(m[3]), {
          meridiem: w.dayparts[m[1] ?? ''],
          twentyFour: (m[2] ?? '').length === 2,
        });
        return time ? { kind: 'time', time } : null;
      },
    },
    {
      re: rx(lang === 'ja' ? `(?:正午|昼の12時)${w.after}` : `${w.before}中午12[点點]${w.after}`),
      resolve: () => ({ kind: 'time', time: { hour: 12, minute: 0, fixed: true } }),
    },
  ];
}

/** The date and time rules, then the urgency words, of Japanese or Chinese. */
/**
 * Whether a text may be in Japanese or Chinese: Japanese is told from Chinese by its kana, so a
 * line of Han characters alone is Chinese unless the person writes Japanese.
 */
export function cjkTrigger(lang: 'ja' | 'zh'): RegExp {
  return lang === 'ja' ? KANA : /^(?![^]*[\p{Script=Hiragana}\p{Script=Katakana}])[^]*\p{Script=Han}/u;
}

export function cjkRules(lang: 'ja' | 'zh'): { when: Rule[]; words: Rule[] } {
  const w = lang === 'ja' ? ja : zh;
  return {
    when: [...dateRules(lang, w), ...timeRules(lang, w)],
    words: w.urgency.map(([source, effect]) => ({
      re: rx(/asap/.test(source) ? `(?:${source.replace(`|${ASAP}`, '')})|${B}(?:${ASAP})${E}` : source),
      resolve: () => ({ kind: 'word', effect }),
    })),
  };
}
