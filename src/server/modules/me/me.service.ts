import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { type Me } from '../../../shared/contracts/me.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { PLAN_LIMITS, PLAN_TIERS, UNLIMITED, type PlanTier } from '../../../shared/plans.ts';
import type { AuthUser } from '../auth/token-verifier.ts';
import { countUsage } from '../plans/limits.ts';
import { findUserById } from '../users/users.repo.ts';

function isTier(v: string): v is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(v);
}

/** Profile, plan, limits and usage. `isCapped`: some limit is reached. */
export async function getMe(db: Database, auth: AuthUser): Promise<Me> {
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
    isAdmin: auth.isAdmin || user.role === 'admin',
    language,
    tier,
    limits,
    usage: { ...usage, isCapped: capped, lastUpdated: new Date().toISOString() },
    version: user.version,
  };
}
