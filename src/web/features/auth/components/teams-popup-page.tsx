import { AlertCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { TEAMS_NS } from '../teams-i18n.ts';
import type { PopupState } from '../platforms/teams-popup.ts';
import { FullPageStatus } from './full-page-status.tsx';

/**
 * A page of Teams' sign-in popup (platforms/teams-popup.ts): `title` while `run` works, then why
 * it stopped, when it did (opened outside Teams, or a failure Teams was told about).
 */
export function TeamsPopupPage({ title, run }: { title: string; run: () => Promise<PopupState> }) {
  const { t } = useTranslation(TEAMS_NS);
  const [state, setState] = useState<PopupState>('working');
  useEffect(() => {
    let current = true;
    void run().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [run]);
  if (state === 'working')
    return (
      <>
        <DocumentTitle parts={[title]} />
        <FullPageStatus title={title} />
      </>
    );
  const message = state === 'not-in-teams' ? t('popup.notInTeams') : t('popup.failed');
  return (
    <main className="flex min-h-screen items-center justify-center p-8">
      <DocumentTitle parts={[message]} />
      <p role="alert" className="flex max-w-sm items-start gap-2 text-slate-800">
        <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
        {message}
      </p>
    </main>
  );
}
