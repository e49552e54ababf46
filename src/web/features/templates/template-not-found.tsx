import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { localizedPath } from '../../lib/public-language.ts';
import './templates-i18n.ts';

/** An unknown slug (spec §5: only the known list exists). The server answers such URLs with 404. */
export function TemplateNotFound({ lng }: { lng: Language }) {
  const { t } = useTranslation('templates-ui', { lng });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-indigo-600" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={localizedPath('/templates', lng)}
          className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('notFound.browse')}
        </Link>
        <Link
          to={localizedPath('/', lng)}
          className="rounded-lg px-5 py-2.5 font-semibold text-indigo-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
