/**
 * Calendar feeds: one active secret per person. The secret (256 random bits, base64url) is
 * returned once, when made; only its SHA-256 is stored, and the feed is found by that hash, so a
 * guess is compared in constant time by the index lookup and the database never holds a usable URL.
 * Creating again revokes the previous secret in the same transaction. Making and revoking go
 * through `userWrite` like every write, for its Idempotency-Key: a replayed create answers the
 * URL it made instead of revoking it for a new one. (A feed is not a synced entity; the version
 * bump only makes open devices look, and find nothing new.)
 */
import crypto from 'node:crypto';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../../shared/contracts/calendar.ts';
import { newId } from '../../../shared/ids.ts';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import { isQuadrant } from '../../../shared/quadrants.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { Writer } from '../sync/write.ts';
import { activeFeedOf, datedTasksOf, insertFeed, ownerOfFeed, revokeFeeds } from './calendar.repo.ts';
import { renderCalendar } from './ics.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Quadrant labels as the app shows them (src/web/locales/<lng>/common.json). */
const QUADRANT_LABELS: Record<Language, readonly [string, string, string, string]> = {
  en: ['Do First', 'Schedule', 'Delegate', 'Delete'],
  es: ['Hacer primero', 'Planificar', 'Delegar', 'Eliminar'],
  fr: ["À faire d'abord", 'Planifier', 'Déléguer', 'Supprimer'],
  de: ['Sofort erledigen', 'Einplanen', 'Delegieren', 'Streichen'],
  ja: ['すぐやる', '計画する', '任せる', 'やめる'],
  it: ['Fai subito', 'Pianifica', 'Delega', 'Elimina'],
  pt: ['Fazer primeiro', 'Agendar', 'Delegar', 'Eliminar'],
};

export function hashFeedToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/feed/${token}.ics`;
}

/** Whether the person has an active feed (its URL cannot be shown again). */
export async function feedStatus(db: Database, userId: string): Promise<CalendarFeedStatus> {
  const feed = await activeFeedOf(db, userId);
  return { active: feed !== undefined, createdAt: feed?.createdAt ?? null };
}

/** Make a new secret, revoking any previous one; the URL is in this answer only. */
export async function createFeed(w: Writer, publicUrl: string): Promise<CalendarFeedCreated> {
  const token = crypto.randomBytes(32).toString('base64url');
  await revokeFeeds(w.trx, w.userId, w.now);
  await insertFeed(w.trx, {
    id: newId(),
    userId: w.userId,
    tokenHash: hashFeedToken(token),
    createdAt: w.now,
  });
  return { active: true, createdAt: w.now, url: feedUrl(publicUrl, token) };
}

export async function revokeFeed(w: Writer): Promise<CalendarFeedStatus> {
  await revokeFeeds(w.trx, w.userId, w.now);
  return { active: false, createdAt: null };
}

/** The ICS text for `{token}.ics`; unknown, malformed and revoked secrets are all the same 404. */
export async function renderFeed(db: Database, publicUrl: string, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const owner = TOKEN.test(token) ? await ownerOfFeed(db, hashFeedToken(token)) : undefined;
  if (!owner) throw new AppError('NOT_FOUND', 'There is no calendar feed at this address.');
  const labels = QUADRANT_LABELS[isLanguage(owner.language) ? owner.language : 'en'];
  const tasks = await datedTasksOf(db, owner.userId);
  return renderCalendar(
    tasks.flatMap((task) =>
      task.dueDate
        ? [
            {
              id: task.id,
              title: task.title,
              dueDate: task.dueDate,
              dueTime: task.dueTime,
              completed: task.completedAt !== null,
              category: labels[(isQuadrant(task.quadrant) ? task.quadrant : 1) - 1] ?? labels[0],
              url: `${publicUrl}/app/task/${task.id}`,
            },
          ]
        : [],
    ),
    Date.now(),
  );
}
