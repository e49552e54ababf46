/**
 * Turning what a person types into a full-text query, and finding where it matched.
 * Rules:
 * - A query is its words: runs of letters and digits (marks included); everything else, quotes,
 *   `*`, parentheses and operators included, only separates words. So no input can inject query
 *   syntax, and a query of punctuation alone has no words (and no hits).
 * - Every word must match; the last one as a prefix, since the person is still typing it.
 * - Each word is quoted for the engine (FTS5 phrase, tsquery lexeme), so `AND`, `OR`, `NEAR` are
 *   plain words.
 */
export const SEARCH_WORDS_MAX = 12;

export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []).slice(0, SEARCH_WORDS_MAX);
}

/** SQLite FTS5 MATCH syntax: `"w1" "w2"*` (implicit AND). Words hold no quote, so none to escape. */
export function fts5Query(words: string[]): string {
  return words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
}

/** PostgreSQL to_tsquery syntax: `'w1' & 'w2':*`. Words hold no quote, so none to escape. */
export function tsQuery(words: string[]): string {
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/** Lower case without accents, one character for one, so indexes still point into the original. */
function fold(text: string): string {
  return Array.from(text, (ch) => {
    const folded = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return folded.length === ch.length ? folded : ch;
  }).join('');
}

/** Where the first word starting with one of `words` begins in `text`, or -1. */
export function firstMatch(text: string, words: string[]): number {
  const haystack = fold(text);
  let best = -1;
  for (const word of words) {
    const needle = fold(word);
    let at = haystack.indexOf(needle);
    while (at !== -1 && at > 0 && /[\p{L}\p{N}]/u.test(haystack.charAt(at - 1))) {
      at = haystack.indexOf(needle, at + 1);
    }
    if (at !== -1 && (best === -1 || at < best)) best = at;
  }
  return best;
}

const BEFORE = 40;
const AFTER = 100;

/** Plain text around `at`: a few words before, more after, cut at spaces, on one line. */
export function snippetAround(text: string, at: number): string {
  let start = Math.max(0, at - BEFORE);
  let end = Math.min(text.length, at + AFTER);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < at ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > at ? space : end;
  }
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
