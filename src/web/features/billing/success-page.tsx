/**
 * /app/subscription/success (spec §2): reads session_id, return_to (default /subscription),
 * action, board_id and billing; says 'Verifying Payment...', then 'Welcome to Pro!' and goes on
 * after 2 s (to the board a post-payment action created, or the import it finishes, else return_to). Without a session:
 * 'No session ID found'; when verification fails: 'Failed to verify payment. Please contact
 * support.' with a way to the subscription page and to the board.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BILLING_NS } from './billing-i18n.ts';
import { verifyQuery } from './billing-api.ts';

export const SUCCESS_REDIRECT_MS = 2_000;

const linkClass =
  'inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium ring-1 ring-slate-300 text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function Fallback({ message }: { message: string }) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <>
      <p role="alert" className="text-lg font-medium text-red-700">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/app/subscription" className={linkClass}>
          {t('success.toSubscription')}
        </Link>
        <Link to="/app/board" className={linkClass}>
          {t('success.toDashboard')}
        </Link>
      </div>
    </>
  );
}

/** Where to go after: the created board, the import being finished, else an app path (never elsewhere). */
export function nextPath(params: URLSearchParams): string {
  const boardId = params.get('board_id');
  if (params.get('action') === 'create-board' && boardId && /^[\w-]{1,64}$/.test(boardId))
    return `/app/board/${boardId}/matrix`;
  const moveInId = params.get('move_in_id');
  if (params.get('action') === 'move-in' && moveInId && /^[\w-]{1,64}$/.test(moveInId))
    return `/app/import/${moveInId}`;
  const back = params.get('return_to') ?? '/app/subscription';
  const path = back.startsWith('/app') ? back : `/app${back}`;
  return /^\/app(\/[\w\-/]*)?$/.test(path) ? path : '/app/subscription';
}

function Verify({ sessionId, params }: { sessionId: string; params: URLSearchParams }) {
  const { t } = useTranslation(BILLING_NS);
  const navigate = useNavigate();
  const verify = useQuery(verifyQuery(sessionId));
  const welcome = verify.data?.status === 'complete';
  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => void navigate(nextPath(params), { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [welcome, navigate, params]);

  if (verify.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-lg text-slate-800">
        <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
        {t('success.verifying')}
      </p>
    );
  if (!welcome) return <Fallback message={t('success.failed')} />;
  return (
    <div role="status" className="flex flex-col items-center gap-2">
      <CheckCircle2 aria-hidden className="size-12 text-green-600" />
      <p className="text-2xl font-semibold text-slate-900">{t('success.welcome')}</p>
      <p className="text-slate-700">{t('success.welcomeBody')}</p>
    </div>
  );
}

export function PaymentSuccessPage() {
  const { t } = useTranslation(BILLING_NS);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        {sessionId ? (
          <Verify sessionId={sessionId} params={params} />
        ) : (
          <Fallback message={t('success.noSession')} />
        )}
      </div>
    </div>
  );
}
