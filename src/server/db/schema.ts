/**
 * Table types as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
 * Times are epoch milliseconds; every user-owned row carries `userId` and the user `version` at
 * which it last changed. Deleted rows stay as tombstones (`deletedAt`) so sync can report them.
 */
import type { Generated } from 'kysely';
import type { ApiTokenChangesTable, ApiTokensTable } from './schema-api-tokens.ts';
import type { MoveInItemsTable, MoveInsTable } from './schema-move-in.ts';
import type {
  AppleAccountTokensTable,
  BillingEventsTable,
  CheckoutSessionsTable,
  InvoicesTable,
  SubscriptionsTable,
} from './schema-billing.ts';
import type {
  NotificationSettingsTable,
  NotificationsTable,
  PushDevicesTable,
  PushSubscriptionsTable,
  ReminderDeliveriesTable,
  RemindersTable,
} from './schema-reminders.ts';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  role: Generated<string>;
  language: string | null;
  tier: Generated<string>;
  version: Generated<number>;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
  /** Set: the account may not sign in or use its tokens. */
  disabledAt: Generated<number | null>;
  /** Sync versions at or below this may have lost tombstones: such a cursor gets a full snapshot. */
  tombstoneHorizon: Generated<number>;
  /** Set: the person deleted the account; it is refused at once and erased 90 days later. */
  deletedAt: Generated<number | null>;
  /** Last authenticated request or sign-in, kept to the day: inactivity is measured from it. */
  lastSeenAt: Generated<number | null>;
  /** When the inactivity warning mail was sent; a visit after it cancels the erasure. */
  inactivityWarnedAt: Generated<number | null>;
  /** 'light' or 'dark'; null follows the device ("system"). */
  theme: Generated<string | null>;
  /** 1: no AI feature may process this person's data. */
  aiOptOut: Generated<number>;
}

export interface BoardsTable {
  id: string;
  userId: string;
  name: string;
  sortKey: string;
  createdAt: number;
  updatedAt: number;
  version: number;
  deletedAt: number | null;
}

export interface TasksTable {
  id: string;
  userId: string;
  title: string;
  quadrant: number;
  color: string;
  /** Sanitized HTML; '' when there is none. */
  description: Generated<string>;
  /** The description as plain text, for search. */
  descriptionText: Generated<string>;
  dueDate: string | null;
  /** HH:MM, only with a due date. */
  dueTime: string | null;
  completedAt: number | null;
  poolSortKey: string;
  createdAt: number;
  updatedAt: number;
  version: number;
  deletedAt: number | null;
  /** A canonical RRULE (shared/recurrence.ts), only with a due date; null: does not repeat. */
  repeat: string | null;
  /** The occurrence this one's completion created: set once, so it is created once. */
  nextOccurrenceId: string | null;
}

export interface TaskBoardsTable {
  taskId: string;
  boardId: string;
  userId: string;
  sortKey: string;
}

export interface ChecklistItemsTable {
  id: string;
  userId: string;
  taskId: string;
  text: string;
  done: number;
  sortKey: string;
  createdAt: number;
  updatedAt: number;
  version: number;
  deletedAt: number | null;
}

export interface AttachmentsTable {
  id: string;
  userId: string;
  taskId: string;
  /** Display name only (sanitized); the stored object is keyed by `storageKey`, never by name. */
  name: string;
  size: number;
  contentType: string;
  storageKey: string;
  createdAt: number;
  updatedAt: number;
  version: number;
  deletedAt: number | null;
}

export interface MutationsTable {
  userId: string;
  id: string;
  status: number;
  response: string;
  /** What the first request was (method, route, body): a replay must match it. */
  fingerprint: Generated<string>;
  createdAt: number;
}

export interface OidcModelsTable {
  kind: string;
  id: string;
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: number | null;
  consumedAt: number | null;
}

export interface ActivityLogTable {
  /** UUIDv7: time-ordered, the log's sort and continuation key. */
  id: string;
  /** Whom the entry is about; null for installation-wide entries. */
  userId: string | null;
  userEmail: Generated<string | null>;
  /** Who acted; null for the system (a webhook, a job, the process starting). */
  actorId: Generated<string | null>;
  actorEmail: Generated<string | null>;
  action: string;
  category: string;
  /** JSON object; never a secret, never rendered text. */
  details: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** 1 or 0. */
  success: Generated<number>;
  createdAt: number;
}

/** Values the installation keeps between starts (installation-migration.ts). */
export interface InstallationStateTable {
  key: string;
  /** JSON; never a secret. */
  value: string;
  updatedAt: number;
}

export interface PasswordResetsTable {
  /** SHA-256 (base64url) of the token in the link; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  expiresAt: number;
  /** Set when the link is used, or when a newer request or a reset makes it void. */
  usedAt: number | null;
  createdAt: number;
}

/** Subjects of deleted accounts: their tokens never re-create an account. */
export interface DeletedSubjectsTable {
  id: string;
  deletedAt: number;
}

/** A unit of scheduled work (src/server/jobs): claimed under a lease, deleted when done. */
export interface JobsTable {
  id: string;
  kind: string;
  /** Dedupe key: scheduling again under it replaces the job. */
  key: string | null;
  /** JSON, parsed by the kind's schema when claimed. */
  payload: string;
  runAt: number;
  availableAt: number;
  /** Whoever holds the current claim; only that holder may complete or retry the job. */
  leaseToken: string | null;
  attempts: Generated<number>;
  maxAttempts: number;
  /** 'pending' (waiting or leased) or 'failed' (gave up after its last attempt). */
  status: Generated<string>;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A formatted message waiting for its `mail.send` job (modules/mail/mail-queue.ts). */
export interface OutgoingMailTable {
  id: string;
  /** Without angle brackets; the same on every attempt, so a receiver can tell a repeat. */
  messageId: string;
  envelopeFrom: string;
  /** JSON array of recipient addresses. */
  envelopeTo: string;
  /** The whole RFC 5322 message. */
  raw: string;
  createdAt: number;
}

/** A person's private ICS feed (issue 9): only the SHA-256 of its secret is kept. */
export interface CalendarFeedsTable {
  id: string;
  userId: string;
  /** SHA-256 (hex) of the secret in the feed's URL. */
  tokenHash: string;
  createdAt: number;
  revokedAt: number | null;
}

/** A person's data export (issue 12): built by a job, kept until `expiresAt`. */
export interface DataExportsTable {
  id: string;
  userId: string;
  /** 'pending', 'ready' or 'failed'. */
  status: string;
  /** The archive in the blob store, once ready. */
  storageKey: string | null;
  size: number | null;
  createdAt: number;
  readyAt: number | null;
  expiresAt: number;
}

/** A social sign-in (Google, Microsoft, Apple) linked to a person: the provider's `sub`. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  /** The address the provider vouched for when it was linked or last used. */
  email: string | null;
  createdAt: number;
  lastUsedAt: number;
}

export interface DB {
  users: UsersTable;
  boards: BoardsTable;
  tasks: TasksTable;
  taskBoards: TaskBoardsTable;
  checklistItems: ChecklistItemsTable;
  attachments: AttachmentsTable;
  mutations: MutationsTable;
  oidcModels: OidcModelsTable;
  activityLog: ActivityLogTable;
  passwordResets: PasswordResetsTable;
  deletedSubjects: DeletedSubjectsTable;
  jobs: JobsTable;
  outgoingMail: OutgoingMailTable;
  calendarFeeds: CalendarFeedsTable;
  userIdentities: UserIdentitiesTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  checkoutSessions: CheckoutSessionsTable;
  billingEvents: BillingEventsTable;
  appleAccountTokens: AppleAccountTokensTable;
  reminders: RemindersTable;
  notifications: NotificationsTable;
  notificationSettings: NotificationSettingsTable;
  pushSubscriptions: PushSubscriptionsTable;
  pushDevices: PushDevicesTable;
  reminderDeliveries: ReminderDeliveriesTable;
  dataExports: DataExportsTable;
  installationState: InstallationStateTable;
  apiTokens: ApiTokensTable;
  apiTokenChanges: ApiTokenChangesTable;
  moveIns: MoveInsTable;
  moveInItems: MoveInItemsTable;
}
