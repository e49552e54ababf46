/**
 * The tokens a person types on purpose: "quoted text", “…”, «…», „…“, ‹…› (kept literal, marks dropped
 * from the title) and 「…」『…』《…》〈…〉 (kept literal with their marks),
 * !1..!4 and #do/#schedule/#delegate/#delete (and each language's names) for the quadrant,
 * #board-name for one of the person's boards. A board's name wins over a quadrant tag of the same
 * spelling (the quadrant can always be said with !1..!4). An unknown #tag stays in the title.
 */
import type { Quadrant } from '../quadrants.ts';
import type { CaptureBoard, CaptureSpan, CaptureToken } from './types.ts';

const QUADRANT_TAGS: Record<Quadrant, string[]> = {
  1: [
    'do',
    'do first',
    'now',
    'hacer',
    'hacer primero',
    'faire',
    'a faire',
    'erledigen',
    'sofort',
    'fai',
    'fai subito',
    'fare',
    'fazer',
    'fazer primeiro',
    'すぐやる',
    '今すぐ',
    '立即',
    '马上做',
    '现在做',
  ],
  2: [
    'schedule',
    'plan',
    'planificar',
    'planifier',
    'einplanen',
    'planen',
    'pianifica',
    'pianificare',
    'agendar',
    '計画',
    '計画する',
    '计划',
    '安排',
  ],
  3: [
    'delegate',
    'delegar',
    'deleguer',
    'delegieren',
    'delega',
    'delegare',
    '任せる',
    '委任',
    '委派',
    '委托',
  ],
  4: [
    'delete',
    'drop',
    'eliminar',
    'supprimer',
    'streichen',
    'loschen',
    'elimina',
    'eliminare',
    'excluir',
    'やめる',
    '削除',
    '删除',
  ],
};

/** Case- and accent-insensitive; hyphens and underscores count as spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

const TAG_TO_QUADRANT = new Map<string, Quadrant>(
  ([1, 2, 3, 4] as const).flatMap((q) => QUADRANT_TAGS[q].map((t) => [normalizeName(t), q] as const)),
);

export interface Explicit {
  tokens: CaptureToken[];
  /** Spans no other rule may read: quotes, tags, literal spans. */
  masked: CaptureSpan[];
  /** Spans removed from the title (a tag, a !n). */
  removed: CaptureSpan[];
  /** A quote's marks: removed from the title, but not a seam to tidy ("for “Sunday…”" keeps "for"). */
  marks: CaptureSpan[];
  quadrant: Quadrant | null;
  boardId: string | null;
}

const QUOTES =
  /"([^"\n]+)"|“([^”\n]+)”|«([^»\n]+)»|„([^“”\n]+)[“”]|‹([^›\n]+)›|「([^」\n]+)」|『([^』\n]+)』|《([^》\n]+)》|〈([^〉\n]+)〉/gu;
/**
 * Japanese and Chinese title marks are how a title is written, not an escape: they stay, and so do
 * quotes around Japanese or Chinese words (看电影“周末狂欢”).
 */
const KEPT_MARKS = /^[「『《〈]|^[“"].*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const BANG = /(?<![\p{L}\p{N}_!])!([1-4])(?![\p{L}\p{N}_])/gu;
const TAG = /(?<![\p{L}\p{N}_#&])#([\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*)/gu;

const overlaps = (a: CaptureSpan, b: CaptureSpan) => a.start < b.end && b.start < a.end;

export function findExplicit(
  text: string,
  boards: readonly CaptureBoard[],
  literal: readonly CaptureSpan[],
): Explicit {
  const out: Explicit = {
    tokens: [],
    masked: [...literal],
    removed: [],
    marks: [],
    quadrant: null,
    boardId: null,
  };
  const free = (s: CaptureSpan) => !out.masked.some((m) => overlaps(m, s));
  const token = (kind: CaptureToken['kind'], start: number, end: number) => {
    out.tokens.push({ kind, start, end, text: text.slice(start, end) });
    out.masked.push({ start, end });
  };

  for (const m of text.matchAll(QUOTES)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (!free(span)) continue;
    token('literal', span.start, span.end);
    if (!KEPT_MARKS.test(m[0]))
      out.marks.push({ start: span.start, end: span.start + 1 }, { start: span.end - 1, end: span.end });
  }
  for (const m of text.matchAll(BANG)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (!free(span) || out.quadrant) continue;
    out.quadrant = Number(m[1]) as Quadrant;
    token('quadrant', span.start, span.end);
    out.removed.push(span);
  }
  const boardByName = new Map<string, string>();
  for (const b of boards)
    if (!boardByName.has(normalizeName(b.name))) boardByName.set(normalizeName(b.name), b.id);
  for (const m of text.matchAll(TAG)) {
    const span = { start: m.index, end: m.index + m[0].length };
    if (!free(span)) continue;
    const name = normalizeName(m[1] ?? '');
    const boardId = boardByName.get(name);
    const quadrant = TAG_TO_QUADRANT.get(name);
    if (boardId && !out.boardId) {
      out.boardId = boardId;
      token('board', span.start, span.end);
      out.removed.push(span);
    } else if (!boardId && quadrant && !out.quadrant) {
      out.quadrant = quadrant;
      token('quadrant', span.start, span.end);
      out.removed.push(span);
    } else {
      out.masked.push(span);
    }
  }
  return out;
}
