/**
 * The activity log's catalogue (spec §3 "Activity log entry", issue 30): every action the product
 * records, each in one category. The server records only actions listed here (the type refuses
 * any other), and the admin console names them through i18n; an action it does not know (an entry
 * written by a newer version) is shown by the spec's rule, `readableAction`.
 */
export const ACTIVITY_CATEGORIES = ['auth', 'subscription', 'admin', 'data', 'system'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

export const ACTIVITY_ACTIONS = {
  // Spec §3's known actions.
  'user.login': 'auth',
  'user.logout': 'auth',
  'user.register': 'auth',
  'user.password_reset': 'auth',
  'subscription.created': 'subscription',
  'subscription.updated': 'subscription',
  'subscription.canceled': 'subscription',
  'subscription.reactivated': 'subscription',
  'admin.user_modified': 'admin',
  'admin.subscription_modified': 'admin',
  'admin.access_granted': 'admin',
  'admin.access_revoked': 'admin',
  'data.export': 'data',
  'data.import': 'data',
  'data.deleted': 'data',
  'system.maintenance': 'system',
  'system.config_changed': 'system',
  // Ours: what an operator also needs to see.
  /** A sign-in refused (wrong password, unknown address, locked out); `success` is false. */
  'user.login_failed': 'auth',
  /** The password changed from settings (a reset by mail is `user.password_reset`). */
  'user.password_changed': 'auth',
  /** The sign-in address changed from settings; the entry keeps the address it had before. */
  'user.email_changed': 'auth',
  /** An admin opened or downloaded the activity log: reading it is itself recorded. */
  'admin.activity_viewed': 'admin',
  'admin.activity_exported': 'admin',
} as const satisfies Record<string, ActivityCategory>;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;
export const ACTIVITY_ACTION_NAMES = Object.keys(ACTIVITY_ACTIONS) as ActivityAction[];

export function isActivityAction(action: string): action is ActivityAction {
  return Object.hasOwn(ACTIVITY_ACTIONS, action);
}

/** The category of an action; an unknown one is `system` (spec §3: category defaults to system). */
export function activityCategory(action: string): ActivityCategory {
  return isActivityAction(action) ? ACTIVITY_ACTIONS[action] : 'system';
}

/**
 * Spec §3: an action without a name of its own reads with underscores as spaces and its first dot
 * as a colon ("billing.plan_paused" → "billing: plan paused").
 */
export function readableAction(action: string): string {
  return action.replaceAll('_', ' ').replace('.', ': ');
}
