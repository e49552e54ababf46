import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { localizedPath } from '../../lib/public-language.ts';
import type { TemplateManifestEntry } from './content/index.ts';
import './templates-i18n.ts';

export interface TemplatesIndexProps {
  lng: Language;
  /** null when the manifest failed to load. */
  templates: TemplateManifestEntry[] | null;
  onRetry: () => void;
}

/** /templates: a card per persona, and the call to try the app. */
export function TemplatesIndex({ lng, templates, onRetry }: TemplatesIndexProps) {
  const { t } = useTranslation('templates-ui', { lng });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('index.title')}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">{t('index.lead')}</p>
        <Link
          to="/auth/login"
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-lg bg-indigo-600 px-6 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('index.tryApp')}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </header>

      {templates === null ? (
        <div role="alert" className="mt-12 rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          <p>{t('index.errorPrefix', { message: t('index.loadFailed') })}</p>
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t('index.retry')}
          </button>
        </div>
      ) : (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {templates.map((tpl) => (
            <li
              key={tpl.slug}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <h2 className="text-lg font-semibold text-slate-900">
                {t('index.forPersona', { persona: tpl.persona })}
              </h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{tpl.description}</p>
              <Link
                to={localizedPath(tpl.path, lng)}
                className="mt-4 inline-flex items-center gap-1 rounded font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t('index.viewGuide', { persona: tpl.persona })}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}

      <section
        aria-labelledby="templates-cta"
        className="theme-as-designed mt-16 rounded-2xl bg-indigo-700 px-6 py-10 text-center text-white"
      >
        <h2 id="templates-cta" className="text-2xl font-semibold">
          {t('index.tryApp')}
        </h2>
        <p className="mt-2 text-indigo-100">{t('index.tryAppLead')}</p>
        <Link
          to="/auth/login"
          className="mt-6 inline-flex h-12 items-center rounded-lg bg-white px-6 font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('index.tryApp')}
        </Link>
      </section>
    </div>
  );
}
