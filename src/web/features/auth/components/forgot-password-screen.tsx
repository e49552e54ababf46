import { AlertCircle, ArrowLeft, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { AUTH_NS } from '../auth-i18n.ts';
import { startSignIn } from '../sign-in.ts';
import { AuthCard } from './auth-card.tsx';

/** Password reset lives with the identity provider; this page explains that and leads there. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(AUTH_NS);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleGo() {
    setStarting(true);
    setFailed(false);
    try {
      await startSignIn();
    } catch {
      setStarting(false);
      setFailed(true);
    }
  }

  return (
    <AuthCard title={t('forgot.title')}>
      <div className="mt-4 flex justify-center">
        <KeyRound aria-hidden className="size-10 text-indigo-600" />
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{t('forgot.body')}</p>
      {failed && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('errors.unavailable')}
        </p>
      )}
      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={starting}
        aria-busy={starting}
        onClick={() => void handleGo()}
      >
        {t('forgot.go')}
      </Button>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/auth/login"
          className="inline-flex items-center gap-1 rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
