import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { localizedPath } from '../../lib/public-language.ts';

/** /account-deleted: where a person lands after deleting their account. */
export function AccountDeletedPage({ lng }: { lng: Language }) {
  const { t } = useTranslation('legal', { lng });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CheckCircle2 aria-hidden className="size-12 text-emerald-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('accountDeleted.title')}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('accountDeleted.body')}</p>
      <p className="mt-3 text-slate-600">{t('accountDeleted.retention')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localizedPath('/', lng)}
          className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('accountDeleted.home')}
        </Link>
        <Link
          to={localizedPath('/privacy', lng)}
          className="rounded-lg px-5 py-2.5 font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('accountDeleted.privacy')}
        </Link>
      </div>
    </div>
  );
}
