/**
 * The admin guard (spec §2, §6): "Verifying access..." while it asks, the console for an admin,
 * otherwise a replace-redirect to `/`. The client's answer is the spec's (the stats call
 * succeeds), kept per user id so moving between admin pages does not ask again; the server decides
 * for itself on every admin request.
 */
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminAccessQuery } from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';

export function VerifyingAccess() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <main className="flex min-h-screen items-center justify-center p-8" aria-busy="true">
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <Loader2 aria-hidden className="size-8 animate-spin text-indigo-600 motion-reduce:animate-none" />
        <p className="text-lg font-medium text-slate-900">{t('guard.verifying')}</p>
      </div>
    </main>
  );
}

export function AdminGuard({ userId, children }: { userId: string; children: ReactNode }) {
  const navigate = useNavigate();
  const access = useQuery(adminAccessQuery(userId));
  // A "no" kept from an earlier visit is asked again: until that answer, this is still checking.
  const denied = access.data === false && !access.isFetching;
  useEffect(() => {
    if (denied) void navigate('/', { replace: true });
  }, [denied, navigate]);
  return access.data === true ? children : <VerifyingAccess />;
}
