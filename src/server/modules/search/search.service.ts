/**
 * Search: the database finds and ranks the person's live tasks; this says where each matched and
 * cuts a plain-text snippet around the first match. Title matches come first, the database's rank
 * is kept otherwise. Snippets are plain text (the client renders them as text, never as HTML).
 */
import type { SearchHit } from '../../../shared/contracts/search.ts';
import type { Database } from '../../db/database.ts';
import { hitSources, searchTaskIds, type HitSource } from './search.repo.ts';
import { firstMatch, searchWords, snippetAround } from './search-text.ts';

const FIELD_RANK: Record<SearchHit['field'], number> = { title: 0, description: 1, checklist: 2 };

function hitFor(src: HitSource, words: string[]): SearchHit {
  const hit = { taskId: src.id, title: src.title };
  if (firstMatch(src.title, words) !== -1) return { ...hit, snippet: '', field: 'title' };
  const inBody = firstMatch(src.descriptionText, words);
  if (inBody !== -1)
    return { ...hit, snippet: snippetAround(src.descriptionText, inBody), field: 'description' };
  for (const text of src.checklist) {
    const at = firstMatch(text, words);
    if (at !== -1) return { ...hit, snippet: snippetAround(text, at), field: 'checklist' };
  }
  // The engine's tokenizer matched what this simpler scan did not (a rare spelling variant).
  return { ...hit, snippet: '', field: 'title' };
}

export async function searchTasks(
  db: Database,
  userId: string,
  q: string,
  limit: number,
): Promise<SearchHit[]> {
  const words = searchWords(q);
  const sources = await hitSources(db, userId, await searchTaskIds(db, userId, words, limit));
  return sources.map((src) => hitFor(src, words)).sort((a, b) => FIELD_RANK[a.field] - FIELD_RANK[b.field]);
}
