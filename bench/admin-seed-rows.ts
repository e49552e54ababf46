/**
 * The admin benchmark's installation, as rows (bench/admin-seed.ts writes them): people created
 * over three years, a fifth of them with a subscription of every tier, status and provider, boards
 * and tasks in skewed proportions (most people hold a few, a few hold very many), and the activity
 * log's entries over the last 300 days (inside the default retention), in the proportions a real
 * log has: mostly sign-ins, some subscription changes, a few admin actions. Deterministic (one
 * seeded random source), so two runs measure the same installation.
 */
import { v7 } from 'uuid';
import { ACTIVITY_ACTIONS, type ActivityAction } from '../src/shared/activity.ts';

export type Row = (string | number | null)[];
export type Rows = Iterable<Row[]>;

const DAY = 86_400_000;
export const BATCH = 5_000;

/** mulberry32: small, fast and good enough to spread rows. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = [
  'anna',
  'ben',
  'chloe',
  'david',
  'emma',
  'felix',
  'grace',
  'hugo',
  'iris',
  'jonas',
  'kim',
  'leo',
  'mia',
  'noah',
  'olga',
  'paul',
  'quinn',
  'rosa',
  'sam',
  'tara',
  'ugo',
  'vera',
  'will',
  'xena',
  'yusuf',
  'zoe',
];
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'to',
  'vas',
  'shi',
  'del',
  'mar',
  'nu',
  'ber',
  'qui',
  'zan',
  'fo',
  'tur',
];
/** 225 surnames of two syllables and a letter: each is shared by about 440 of 100,000 people. */
export const SURNAMES = SYLLABLES.flatMap((a) => SYLLABLES.map((b) => `${a}${b}i`));
const DOMAINS = Array.from({ length: 25 }, (_, i) => `mail${i}.example`);

export interface Person {
  id: string;
  email: string;
  createdAt: number;
  tier: string;
}

export interface Installation {
  people: Person[];
  admins: Person[];
  subscriptions: Row[];
}

function subscriptionOf(p: Person, r: () => number, now: number): Row | null {
  if (r() > 0.22) return null;
  const x = r();
  const [status, tier, interval] =
    x < 0.42
      ? ['active', 'pro', 'monthly']
      : x < 0.6
        ? ['active', 'pro', 'yearly']
        : x < 0.7
          ? ['trialing', 'pro', 'monthly']
          : x < 0.73
            ? ['past_due', 'pro', 'monthly']
            : x < 0.92
              ? ['canceled', 'pro', 'monthly']
              : x < 0.96
                ? ['active', 'enterprise', 'monthly']
                : x < 0.98
                  ? ['trialing', 'enterprise', null]
                  : ['active', 'pro', null];
  const y = r();
  const provider = interval === null ? 'granted' : y < 0.6 ? 'stripe' : y < 0.85 ? 'test' : 'apple';
  p.tier = status === 'canceled' ? 'basic' : tier;
  const start = now - Math.floor(r() * 25 * DAY);
  const customer =
    provider === 'stripe' ? `cus_${p.id.slice(-12)}` : provider === 'test' ? `test_cus_${p.id}` : null;
  const subId =
    provider === 'granted' ? null : `${provider === 'stripe' ? 'sub' : 'test_sub'}_${p.id.slice(-12)}`;
  return [
    p.id,
    provider,
    tier,
    status,
    interval,
    start,
    start + 30 * DAY,
    r() < 0.1 ? 1 : 0,
    status === 'trialing' ? start + 14 * DAY : null,
    start,
    customer,
    subId,
    start,
    start,
  ];
}

export function installation(users: number, now: number): Installation {
  const r = randomSource(30);
  const start = now - 3 * 365 * DAY;
  const people: Person[] = [];
  for (let i = 0; i < users; i++) {
    const createdAt = start + Math.floor((i / users) * (now - start - DAY)) + Math.floor(r() * 1000);
    const name = `${FIRST[i % FIRST.length]}.${SURNAMES[Math.floor(r() * SURNAMES.length)]}${i}`;
    people.push({
      id: v7({ msecs: createdAt }),
      email: `${name}@${DOMAINS[i % DOMAINS.length]}`,
      createdAt,
      tier: 'basic',
    });
  }
  const subscriptions = people.flatMap((p) => {
    const row = subscriptionOf(p, r, now);
    return row ? [row] : [];
  });
  return { people, admins: people.slice(0, 3), subscriptions };
}

/** users: id, email, name, role, tier, version, created_at, updated_at, last_login_at, last_seen_at */
export function* userRows(inst: Installation): Rows {
  const admins = new Set(inst.admins.map((a) => a.id));
  for (let i = 0; i < inst.people.length; i += BATCH)
    yield inst.people
      .slice(i, i + BATCH)
      .map((p) => [
        p.id,
        p.email,
        p.email.split('@')[0] ?? '',
        admins.has(p.id) ? 'admin' : 'user',
        p.tier,
        1,
        p.createdAt,
        p.createdAt,
        p.createdAt,
        p.createdAt,
      ]);
}

/** How many boards or tasks a person holds: most a few, a few very many. */
function skewed(r: () => number, kind: 'boards' | 'tasks'): number {
  const x = r();
  if (kind === 'boards')
    return x < 0.25
      ? 0
      : x < 0.85
        ? 1 + Math.floor(r() * 3)
        : x < 0.99
          ? 4 + Math.floor(r() * 7)
          : 11 + Math.floor(r() * 140);
  if (x < 0.3) return 0;
  if (x < 0.8) return 1 + Math.floor(r() * 20);
  if (x < 0.97) return 21 + Math.floor(r() * 60);
  if (x < 0.995) return 81 + Math.floor(r() * 320);
  return 401 + Math.floor(r() * 1100);
}

/** boards (id, user_id, name, sort_key, created_at, updated_at, version, deleted_at) or tasks. */
export function* ownedRows(inst: Installation, kind: 'boards' | 'tasks', now: number): Rows {
  const r = randomSource(kind === 'boards' ? 31 : 32);
  const batch: Row[] = [];
  for (const p of inst.people) {
    const n = skewed(r, kind);
    for (let i = 0; i < n; i++) {
      const at = p.createdAt + Math.floor(r() * (now - p.createdAt));
      const deleted = r() < 0.03 ? at : null;
      const key = `a${i.toString(36).padStart(4, '0')}`;
      batch.push(
        kind === 'boards'
          ? [v7({ msecs: at }), p.id, `Board ${i}`, key, at, at, 1, deleted]
          : [
              v7({ msecs: at }),
              p.id,
              `Task ${i}`,
              1 + (i % 4),
              'yellow',
              key,
              at,
              at,
              1,
              r() < 0.45 ? at : null,
              deleted,
            ],
      );
      if (batch.length >= BATCH) yield batch.splice(0);
    }
  }
  if (batch.length) yield batch;
}

const WEIGHTS: [ActivityAction, number][] = [
  ['user.login', 0.46],
  ['user.logout', 0.14],
  ['user.login_failed', 0.08],
  ['user.register', 0.05],
  ['user.password_reset', 0.03],
  ['subscription.created', 0.03],
  ['subscription.updated', 0.05],
  ['subscription.canceled', 0.02],
  ['admin.subscription_modified', 0.01],
  ['admin.activity_viewed', 0.01],
  ['data.export', 0.04],
  ['data.import', 0.02],
  ['data.deleted', 0.01],
  ['system.config_changed', 0.05],
];

function actionAt(x: number): ActivityAction {
  let sum = 0;
  for (const [action, w] of WEIGHTS) if (x < (sum += w)) return action;
  return 'user.login';
}

/** activity_log: id, user_id, user_email, actor_id, actor_email, action, category, details, ip, ua, success, created_at */
export function* activityRows(inst: Installation, entries: number, now: number): Rows {
  const r = randomSource(33);
  const from = now - 300 * DAY;
  const batch: Row[] = [];
  for (let i = 0; i < entries; i++) {
    const at = from + Math.floor((i / entries) * (300 * DAY - 60_000));
    const action = actionAt(r());
    const who = inst.people[Math.floor(inst.people.length * r() ** 2)];
    const admin = inst.admins[i % inst.admins.length];
    const system = action.startsWith('system.') || (action.startsWith('subscription.') && r() < 0.5);
    const about = action === 'system.config_changed' || !who ? null : who;
    const actor = action.startsWith('admin.') ? admin : system ? null : about;
    const details = action.startsWith('admin.') ? '{"reason":"Support ticket","tier":"pro"}' : '{}';
    batch.push([
      v7({ msecs: at }),
      about?.id ?? null,
      about?.email ?? null,
      actor?.id ?? null,
      actor?.email ?? null,
      action,
      ACTIVITY_ACTIONS[action],
      details,
      `198.51.100.${i % 250}`,
      'Mozilla/5.0 (bench)',
      action === 'user.login_failed' ? 0 : 1,
      at,
    ]);
    if (batch.length >= BATCH) yield batch.splice(0);
  }
  if (batch.length) yield batch;
}
