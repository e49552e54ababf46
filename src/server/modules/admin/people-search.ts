/**
 * Finding people by part of their e-mail (the users list's search, the activity log's e-mail
 * filter). Rules:
 * - case-insensitive and literal: "a_b" finds "a_b", not "axb";
 * - through the trigram index (admin-indexes.ts) when the text has 3 characters or more, so a
 *   rare address is found without reading every account;
 * - a search that matches more than `cap` people (or is too short for trigrams) is "broad": the
 *   caller then walks its own index newest first with the text as a filter, which finds a page
 *   quickly precisely because so many match.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sqlDialect } from '../../db/dialect.ts';
import { likeContains } from './admin-sql.ts';

export const BROAD = 'broad' as const;
export type PeopleMatch = string[] | typeof BROAD;

/** More matches than this and a search is walked instead (see the header). */
export const MAX_MATCHED_PEOPLE = 1000;
const TRIGRAM = 3;

/** FTS5 phrase: the text as one quoted string, its quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Ids of the accounts whose e-mail contains `text` (trimmed, lower-cased), or BROAD; accounts
 * being deleted included (the people list leaves them out, the activity log still shows what they
 * did). A trigram phrase matches exactly the rows holding the text, so nothing is read twice.
 */
export async function matchPeople(
  db: Database,
  text: string,
  cap = MAX_MATCHED_PEOPLE,
): Promise<PeopleMatch> {
  const needle = text.trim().toLowerCase();
  if ([...needle].length < TRIGRAM) return BROAD;
  const res =
    sqlDialect(db) === 'postgres'
      ? await sql<{ id: string }>`select id from users where lower(email) like ${likeContains(needle)}
          limit ${sql.lit(cap + 1)}`.execute(db)
      : await sql<{ id: string }>`select r.user_id as id from user_email_search s
          join user_search_rows r on r.id = s.rowid
          where user_email_search match ${phrase(needle)}
          limit ${sql.lit(cap + 1)}`.execute(db);
  return res.rows.length > cap ? BROAD : res.rows.map((r) => r.id);
}
