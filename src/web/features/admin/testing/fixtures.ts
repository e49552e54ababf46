/**
 * Admin API answers for the console's tests, parsed by the contracts' own schemas (so a fixture
 * that drifts from the contract fails here, not as a puzzling render), and MSW handlers to serve them.
 */
import { http, HttpResponse } from 'msw';
import {
  ActivityEntrySchema,
  AdminStatsSchema,
  AdminSubscriptionRecordSchema,
  AdminUserDetailSchema,
  AdminUserListItemSchema,
  type ActivityEntry,
  type AdminStats,
  type AdminSubscriptionRecord,
  type AdminUserDetail,
  type AdminUserListItem,
} from '../../../../shared/contracts/admin.ts';

export const API = 'http://localhost:3000/api/admin';
const NOW = '2026-12-07T12:00:00.000Z';

export function stats(over: Partial<AdminStats> = {}): AdminStats {
  return AdminStatsSchema.parse({
    totalUsers: 200,
    activeSubscriptions: 25,
    monthlyRevenue: 22_500,
    currency: 'USD',
    trialUsers: 7,
    totalBoards: 640,
    totalActiveTasks: 5_120,
    totalTasks: 12_004,
    lastUpdated: NOW,
    ...over,
  });
}

export function listUser(over: Partial<AdminUserListItem> = {}): AdminUserListItem {
  return AdminUserListItemSchema.parse({
    userId: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 'user',
    createdAt: NOW,
    subscription: { tier: 'basic', status: 'none' },
    usage: { boards: 2, activeTasks: 10, totalTasks: 30, isCapped: false, lastUpdated: NOW },
    ...over,
  });
}

export function userDetail(over: Partial<AdminUserDetail['subscription']> = {}): AdminUserDetail {
  return AdminUserDetailSchema.parse({
    user: {
      userId: 'user-1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      isAdmin: false,
      createdAt: NOW,
      lastLogin: NOW,
    },
    subscription: {
      provider: null,
      tier: 'basic',
      status: 'none',
      billingInterval: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      ...over,
    },
    usage: { boards: 2, activeTasks: 10, totalTasks: 30, isCapped: false, lastUpdated: NOW },
    activity: [],
  });
}

export function subscription(over: Partial<AdminSubscriptionRecord> = {}): AdminSubscriptionRecord {
  return AdminSubscriptionRecordSchema.parse({
    userId: 'user-1',
    userName: 'Ada Lovelace',
    userEmail: 'ada@example.com',
    provider: 'stripe',
    tier: 'pro',
    amount: 900,
    currency: 'USD',
    billingInterval: 'monthly',
    status: 'active',
    currentPeriodStart: '2026-12-01T00:00:00.000Z',
    currentPeriodEnd: '2027-01-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    stripeCustomerId: 'cus_123',
    stripeSubscriptionId: 'sub_123',
    ...over,
  });
}

export function entry(over: Partial<ActivityEntry> = {}): ActivityEntry {
  return ActivityEntrySchema.parse({
    id: '0193a000-0000-7000-8000-000000000001',
    timestamp: NOW,
    userId: 'user-1',
    userEmail: 'ada@example.com',
    actorId: 'user-1',
    actorEmail: 'ada@example.com',
    action: 'user.login',
    category: 'auth',
    details: {},
    ipAddress: null,
    userAgent: null,
    success: true,
    ...over,
  });
}

export function refusal(status: 401 | 403 | 404 | 500) {
  const code = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 500: 'INTERNAL' }[status];
  return HttpResponse.json({ error: { code, message: 'refused in this test' } }, { status });
}

/** The stats endpoint answering `answer` (the admin guard's question). */
export function statsHandler(answer: () => Response | Promise<Response>) {
  return http.get(`${API}/stats`, answer);
}
