import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import {
  SIGN_IN_METHODS,
  THEME_CHOICES,
  type Me,
  type SignInMethod,
  type UpdateMe,
} from '../../../shared/contracts/me.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { PLAN_LIMITS, PLAN_TIERS, UNLIMITED, type PlanTier } from '../../../shared/plans.ts';
import type { AuthUser } from '../auth/token-verifier.ts';
import { countUsage } from '../plans/limits.ts';
import { findUserById, type UserRow } from '../users/users.repo.ts';

function isTier(v: string): v is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(v);
}

/** Where sign-in is managed: our embedded provider, or an external issuer (OIDC_ISSUER). */
export interface IdentitySetup {
  externalIssuer: string | undefined;
}

function themeOf(row: UserRow): Me['theme'] {
  return (THEME_CHOICES as readonly string[]).includes(row.theme ?? '')
    ? (row.theme as Me['theme'])
    : 'system';
}

/** The password, if the account has one, then each social account linked to it (one per provider). */
async function signInOf(db: Database, row: UserRow, identity: IdentitySetup): Promise<Me['signIn']> {
  if (identity.externalIssuer)
    return { managedBy: 'external', issuer: new URL(identity.externalIssuer).origin, methods: [] };
  const linked = await db
    .selectFrom('userIdentities')
    .select('provider')
    .where('userId', '=', row.id)
    .execute();
  const methods: SignInMethod[] = row.passwordHash ? ['password'] : [];
  for (const m of SIGN_IN_METHODS)
    if (m !== 'password' && linked.some((l) => l.provider === m)) methods.push(m);
  return { managedBy: 'quadrant', issuer: null, methods };
}

/** Profile, settings, plan, limits and usage. `isCapped`: some limit is reached. */
export async function getMe(db: Database, auth: AuthUser, identity: IdentitySetup): Promise<Me> {
  const user = await findUserById(db, auth.id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your account was not found. Please sign in again.');
  const tier = isTier(user.tier) ? user.tier : 'basic';
  const limits = PLAN_LIMITS[tier];
  const usage = await countUsage(db, user.id);
  const capped = (['boards', 'activeTasks', 'totalTasks'] as const).some(
    (k) => limits[k] !== UNLIMITED && usage[k] >= limits[k],
  );
  const language = (LANGUAGES as readonly string[]).includes(user.language ?? '')
    ? (user.language as Me['language'])
    : null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    theme: themeOf(user),
    aiOptOut: user.aiOptOut === 1,
    signIn: await signInOf(db, user, identity),
    // What the admin API checks (admin.policy.ts): the verified token's role, nothing stored beside it.
    isAdmin: auth.isAdmin,
    language,
    tier,
    limits,
    usage: { ...usage, isCapped: capped, lastUpdated: new Date().toISOString() },
    version: user.version,
  };
}

/**
 * Saves the settings sent (the others stay). With an external issuer the name is that issuer's
 * to keep: it is refreshed from the token on each visit, so changing it here would not last.
 */
export async function updateMe(
  db: Database,
  userId: string,
  patch: UpdateMe,
  identity: IdentitySetup,
): Promise<void> {
  if (patch.name !== undefined && identity.externalIssuer)
    throw new AppError('FORBIDDEN', 'Your name is managed by your sign-in provider. Change it there.', {
      field: 'name',
    });
  const set = {
    ...(patch.language !== undefined ? { language: patch.language } : {}),
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.theme !== undefined ? { theme: patch.theme === 'system' ? null : patch.theme } : {}),
    ...(patch.aiOptOut !== undefined ? { aiOptOut: patch.aiOptOut ? 1 : 0 } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...set, updatedAt: Date.now() })
    .where('id', '=', userId)
    .execute();
}
