/**
 * The operator's side (spec §2 "Admin pages", §3 admin entities, §5, §6, §7 "Admin", issue 30).
 * Every endpoint here is refused (403 FORBIDDEN) unless the verified token carries the `admin`
 * role (a realm role, or an address in ADMIN_EMAILS); the client decides "admin" the spec's way,
 * by whether `getAdminStats` succeeds. Lists page by key (`cursor` / `lastEvaluatedKey`), never by
 * offset, so a page stays fast at any depth of a large installation.
 */
import { z } from 'zod';
import { ACTIVITY_CATEGORIES } from '../activity.ts';
import { PLAN_TIERS } from '../plans.ts';
import { BILLING_INTERVALS, BILLING_PROVIDERS, SUBSCRIPTION_STATUSES } from './billing.ts';
import { defineEndpoint } from './endpoint.ts';
import { UsageSchema } from './me.ts';

/** The statuses an admin filters by (spec §5): the others (inactive, none) are "no subscription". */
export const ADMIN_STATUS_FILTERS = ['active', 'trialing', 'past_due', 'canceled'] as const;

/** Spec §3 "Admin stats", plus the currency the revenue is in. Money in minor units (cents). */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** Sum of the amounts of subscriptions both active and billed monthly (spec §5), in cents. */
  monthlyRevenue: z.number().int(),
  currency: z.string(),
  trialUsers: z.number().int(),
  totalBoards: z.number().int(),
  totalActiveTasks: z.number().int(),
  totalTasks: z.number().int(),
  lastUpdated: z.iso.datetime(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

const PageSize = z.coerce.number().int().min(1).max(100).default(50);
/** An opaque continuation key from the previous page's answer. */
const CursorSchema = z.string().min(1).max(200);

export const AdminUsersQuerySchema = z.object({
  /** Part of an e-mail address (the console sends it 500 ms after the last keystroke). */
  search: z.string().trim().max(254).optional(),
  tier: z.enum(PLAN_TIERS).optional(),
  status: z.enum(ADMIN_STATUS_FILTERS).optional(),
  cursor: CursorSchema.optional(),
  limit: PageSize,
});

/** Spec §3 "Admin user list item". */
export const AdminUserListItemSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'user']),
  createdAt: z.iso.datetime(),
  subscription: z.object({ tier: z.enum(PLAN_TIERS), status: z.enum(SUBSCRIPTION_STATUSES) }),
  usage: UsageSchema,
});
export type AdminUserListItem = z.infer<typeof AdminUserListItemSchema>;

export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserListItemSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});

export const AdminUserParamsSchema = z.object({ userId: z.string().min(1).max(255) });

/** One entry of the activity log as the console shows it (spec §3 "Activity log entry"). */
export const ActivityEntrySchema = z.object({
  /** Time-sortable (UUIDv7): the log's order, and its continuation key. */
  id: z.string(),
  timestamp: z.iso.datetime(),
  /** The person the entry is about (whose account), if any. */
  userId: z.string().nullable(),
  /** Their e-mail as it was when recorded (a deleted account's is pseudonymised). */
  userEmail: z.string().nullable(),
  /** Who acted: the person themself, an admin, or null for the system (a webhook, a job). */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** `domain.verb`: see shared/activity.ts for the catalogue; unknown ones are shown by rule. */
  action: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  /** Structured details (never a secret, never rendered text): shown as key and JSON lines. */
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** Spec §3 "Admin user detail". */
export const AdminUserDetailSchema = z.object({
  user: z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    isAdmin: z.boolean(),
    createdAt: z.iso.datetime(),
    lastLogin: z.iso.datetime().nullable(),
  }),
  subscription: z.object({
    provider: z.enum(BILLING_PROVIDERS).nullable(),
    tier: z.enum(PLAN_TIERS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    billingInterval: z.enum(BILLING_INTERVALS).nullable(),
    currentPeriodStart: z.iso.datetime().nullable(),
    currentPeriodEnd: z.iso.datetime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    trialEnd: z.iso.datetime().nullable(),
    stripeCustomerId: z.string().nullable(),
    stripeSubscriptionId: z.string().nullable(),
  }),
  usage: UsageSchema,
  /** The newest entries about this person (the activity tab pages further with getAdminActivity). */
  activity: z.array(ActivityEntrySchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** Spec §4 "Admin subscription change actions"; `upgrade` is the spec's upgrade_tier as sent. */
export const ADMIN_SUBSCRIPTION_ACTIONS = ['grant_trial', 'upgrade', 'cancel', 'reactivate'] as const;
export const TRIAL_DAYS = { min: 1, max: 365, default: 30 } as const;
export const ADMIN_TRIAL_TIERS = ['pro', 'enterprise'] as const;

/** Spec §5: every admin action carries a reason, which the activity log keeps with the admin. */
export const AdminReasonSchema = z
  .string()
  .trim()
  .min(1, 'Please provide a reason for this action')
  .max(1000);

/** Spec §5: a reason is required for every change; trial days 1–365; trial tier pro or enterprise. */
export const ModifySubscriptionBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('grant_trial'),
    tier: z.enum(ADMIN_TRIAL_TIERS).default('pro'),
    trialDays: z.number().int().min(TRIAL_DAYS.min).max(TRIAL_DAYS.max).default(TRIAL_DAYS.default),
    reason: AdminReasonSchema,
  }),
  z.object({
    action: z.literal('upgrade'),
    tier: z.enum(PLAN_TIERS),
    reason: AdminReasonSchema,
  }),
  z.object({
    action: z.enum(['cancel', 'reactivate']),
    reason: AdminReasonSchema,
  }),
]);
export type ModifySubscriptionBody = z.infer<typeof ModifySubscriptionBodySchema>;

/** Sign a person out of every device (a lost phone, a shared password): `admin.user_modified`. */
export const EndSessionsBodySchema = z.object({ reason: AdminReasonSchema });
export type EndSessionsBody = z.infer<typeof EndSessionsBodySchema>;

export const AdminSubscriptionsQuerySchema = z.object({
  tier: z.enum(PLAN_TIERS).optional(),
  status: z.enum(ADMIN_STATUS_FILTERS).optional(),
  cursor: CursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Spec §3 "Admin subscription record". */
export const AdminSubscriptionRecordSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  /** Null: a plan an admin granted (a trial, or a tier given), billed by no provider. */
  provider: z.enum(BILLING_PROVIDERS).nullable(),
  tier: z.enum(PLAN_TIERS),
  /** Cents per billing interval. */
  amount: z.number().int(),
  currency: z.string(),
  billingInterval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  /** The row key (spec §3); the provider's subscription id, or ours for test-mode and Apple. */
  stripeSubscriptionId: z.string().nullable(),
});
export type AdminSubscriptionRecord = z.infer<typeof AdminSubscriptionRecordSchema>;

export const AdminSubscriptionsPageSchema = z.object({
  subscriptions: z.array(AdminSubscriptionRecordSchema),
  /** How many subscriptions match the tier and status filters, on every page. */
  total: z.number().int(),
  /** Total Monthly Revenue (spec §5) over every subscription, not only this page, in cents. */
  monthlyRevenue: z.number().int(),
  currency: z.string(),
  nextCursor: z.string().nullable(),
});

export const ACTIVITY_TIME_RANGES = ['1h', '24h', '7d', '30d', 'all'] as const;

export const AdminActivityQuerySchema = z.object({
  /** Part of an e-mail address: entries about, or made by, matching people. */
  userId: z.string().trim().max(254).optional(),
  /** Part of an action name ("subscription", "login"). */
  action: z.string().trim().max(100).optional(),
  category: z.enum(ACTIVITY_CATEGORIES).optional(),
  timeRange: z.enum(ACTIVITY_TIME_RANGES).default('all'),
  /** Only entries about this account (the user detail's activity tab). */
  subjectId: z.string().min(1).max(255).optional(),
  lastEvaluatedKey: CursorSchema.optional(),
  limit: PageSize,
});
export type AdminActivityQuery = z.infer<typeof AdminActivityQuerySchema>;

export const AdminActivityPageSchema = z.object({
  activities: z.array(ActivityEntrySchema),
  /** Pass back for the next page ("Load More"); null when there is no more. */
  lastEvaluatedKey: z.string().nullable(),
});

export const AdminActivityExportQuerySchema = AdminActivityQuerySchema.omit({
  lastEvaluatedKey: true,
  limit: true,
}).extend({ format: z.enum(['csv', 'json']) });

export const getAdminStats = defineEndpoint({
  method: 'GET',
  path: '/api/admin/stats',
  summary: 'Installation-wide figures for the admin dashboard (admins only)',
  tag: 'admin',
  response: AdminStatsSchema,
});

export const listAdminUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'People, newest first, by e-mail, tier and status (admins only)',
  tag: 'admin',
  query: AdminUsersQuerySchema,
  response: AdminUsersPageSchema,
});

export const getAdminUser = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users/:userId',
  summary: "A person's account, subscription, usage and recent activity (admins only)",
  tag: 'admin',
  params: AdminUserParamsSchema,
  response: AdminUserDetailSchema,
});

export const modifyAdminUserSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/subscription',
  summary: 'Grant a trial, change the tier, cancel or reactivate, with a reason (admins only)',
  tag: 'admin',
  params: AdminUserParamsSchema,
  body: ModifySubscriptionBodySchema,
  response: AdminUserDetailSchema,
  write: true,
});

export const endAdminUserSessions = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/sessions/end',
  summary: 'Sign a person out of every device, with a reason (admins only)',
  tag: 'admin',
  params: AdminUserParamsSchema,
  body: EndSessionsBodySchema,
  response: AdminUserDetailSchema,
  write: true,
});

export const listAdminSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/subscriptions',
  summary: 'Subscriptions by tier and status, with the total monthly revenue (admins only)',
  tag: 'admin',
  query: AdminSubscriptionsQuerySchema,
  response: AdminSubscriptionsPageSchema,
});

export const listAdminActivity = defineEndpoint({
  method: 'GET',
  path: '/api/admin/activity',
  summary: 'The activity log, newest first, a page at a time (admins only)',
  tag: 'admin',
  query: AdminActivityQuerySchema,
  response: AdminActivityPageSchema,
});

export const exportAdminActivity = defineEndpoint({
  method: 'GET',
  path: '/api/admin/activity/export',
  summary: 'The activity log as the filters show it, as a CSV or JSON file (admins only)',
  tag: 'admin',
  query: AdminActivityExportQuerySchema,
  // The body is the file (text/csv or application/json, as an attachment); this schema only documents it.
  response: z.string().describe('The activity log file'),
});
