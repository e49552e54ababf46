/**
 * People and subscriptions as the admin console lists them (spec §2 "Admin pages", §3): pages by
 * key, usage counted for the page only (admin-usage.ts), a person's detail with their newest
 * activity. Whether someone is an admin is read the way their token would say it: the `admin`
 * role on the account, or an address in ADMIN_EMAILS.
 */
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { AdminUserDetail, AdminUserListItem } from '../../../shared/contracts/admin.ts';
import { findSubscription } from '../billing/billing.repo.ts';
import { findEntries } from './activity-query.ts';
import { cappedUsage } from './admin-usage.ts';
import { findPeople, findPerson, type PeopleQuery } from './admin-users.repo.ts';
import {
  countSubscriptions,
  monthlyRevenue,
  subscriptionPageIds,
  subscriptionRows,
  type SubscriptionFilter,
} from './admin-subscriptions.repo.ts';
import {
  personStatus,
  presentDetailSubscription,
  presentEntry,
  presentRecord,
  tierOf,
} from './admin.presenter.ts';
import { decodePersonKey, decodeSubscriptionKey, encodeCursor } from './cursor.ts';
import { PRO_PRICE } from '../../../shared/plans.ts';

/** How many of a person's newest entries their detail shows (the tab pages further). */
export const DETAIL_ACTIVITY = 20;

const isAdmin = (row: { role: string; email: string }, adminEmails: readonly string[]) =>
  row.role === 'admin' || adminEmails.includes(row.email.toLowerCase());

export async function listPeople(
  db: Database,
  q: Omit<PeopleQuery, 'after'> & { cursor?: string | undefined },
  adminEmails: readonly string[],
) {
  const after = q.cursor ? decodePersonKey(q.cursor) : undefined;
  const rows = await findPeople(db, { ...q, after, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const usage = await cappedUsage(
    db,
    page.map((r) => r.id),
  );
  const users: AdminUserListItem[] = page.flatMap((r) => {
    const u = usage.get(r.id);
    if (!u) return [];
    return [
      {
        userId: r.id,
        email: r.email,
        name: r.name,
        role: isAdmin(r, adminEmails) ? 'admin' : 'user',
        createdAt: new Date(Number(r.createdAt)).toISOString(),
        subscription: { tier: tierOf(r.tier), status: personStatus(r.status, r.tier) },
        usage: u,
      },
    ];
  });
  const last = page.at(-1);
  return {
    users,
    nextCursor: rows.length > q.limit && last ? encodeCursor([Number(last.createdAt), last.id]) : null,
  };
}

export async function personDetail(
  db: Database,
  userId: string,
  adminEmails: readonly string[],
): Promise<AdminUserDetail> {
  const person = await findPerson(db, userId);
  if (!person) throw new AppError('NOT_FOUND', 'User not found');
  const [subscription, usage, entries] = await Promise.all([
    findSubscription(db, userId),
    cappedUsage(db, [userId]),
    findEntries(db, { subjectId: userId, timeRange: 'all' }, undefined, DETAIL_ACTIVITY),
  ]);
  const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
  return {
    user: {
      userId: person.id,
      email: person.email,
      name: person.name,
      isAdmin: isAdmin(person, adminEmails),
      createdAt: new Date(Number(person.createdAt)).toISOString(),
      lastLogin: iso(person.lastLoginAt),
    },
    subscription: presentDetailSubscription(subscription, person.tier),
    usage: usage.get(userId) ?? {
      boards: 0,
      activeTasks: 0,
      totalTasks: 0,
      isCapped: false,
      lastUpdated: new Date().toISOString(),
    },
    activity: entries.map(presentEntry),
  };
}

export async function listSubscriptions(
  db: Database,
  q: SubscriptionFilter & { cursor?: string | undefined; limit: number },
) {
  const after = q.cursor ? decodeSubscriptionKey(q.cursor) : undefined;
  const filter = { tier: q.tier, status: q.status };
  const [ids, total, revenue] = await Promise.all([
    subscriptionPageIds(db, filter, after, q.limit + 1),
    countSubscriptions(db, filter),
    monthlyRevenue(db, filter),
  ]);
  const page = ids.slice(0, q.limit);
  const rows = await subscriptionRows(db, page);
  const last = page.at(-1);
  return {
    subscriptions: rows.map(presentRecord),
    total,
    monthlyRevenue: revenue,
    currency: PRO_PRICE.currency,
    nextCursor: ids.length > q.limit && last ? encodeCursor([last]) : null,
  };
}
