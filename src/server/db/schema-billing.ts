/** Billing's tables (ADR 0025: plans and payments), as Kysely sees them; `DB` in schema.ts names them. */

/** A person's subscription as last applied from its provider (billing-migration.ts). */
export interface SubscriptionsTable {
  userId: string;
  provider: string;
  tier: string;
  status: string;
  billingInterval: string | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: number;
  trialEnd: number | null;
  trialUsedAt: number | null;
  customerId: string | null;
  providerSubscriptionId: string | null;
  stateAt: number;
  updatedAt: number;
}

export interface InvoicesTable {
  id: string;
  userId: string;
  provider: string;
  status: string;
  amount: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  hostedUrl: string | null;
  pdfUrl: string | null;
  createdAt: number;
}

export interface CheckoutSessionsTable {
  id: string;
  userId: string;
  provider: string;
  billingInterval: string;
  /** open, complete or expired. */
  status: string;
  /** JSON of the post-payment action, if any. */
  thenAction: string | null;
  returnTo: string | null;
  createdAt: number;
  completedAt: number | null;
}

export interface AppleAccountTokensTable {
  userId: string;
  token: string;
  createdAt: number;
}

export interface BillingEventsTable {
  provider: string;
  eventId: string;
  receivedAt: number;
}
