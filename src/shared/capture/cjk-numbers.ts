/** Numbers as Japanese and Chinese write them: digits or numerals (三, 十五, 两). */
const DIGITS: Record<string, number> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
export const N = '(\\d{1,2}|[〇零一二两兩三四五六七八九十]{1,3})';
/** A number that does not continue one before it: digits after no digit, numerals after no numeral. */
export const NUM =
  '((?<!\\d)\\d{1,2}|(?<![〇零一二两兩三四五六七八九十])[〇零一二两兩三四五六七八九十]{1,3})';

/** "15", "十五", "二十三", "两" → the number. */
export function cjkNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const ten = text.indexOf('十');
  if (ten < 0) return text.length === 1 ? (DIGITS[text] ?? null) : null;
  const tens = ten === 0 ? 1 : (DIGITS[text.slice(0, ten)] ?? NaN);
  const ones = ten === text.length - 1 ? 0 : (DIGITS[text.slice(ten + 1)] ?? NaN);
  const n = tens * 10 + ones;
  return Number.isNaN(n) ? null : n;
}
