import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/languages.ts';
import { LEGAL_LAST_UPDATED, formatLegalDate, type LegalDocument } from './legal-content.ts';

/** A legal document: title, date, table of contents and numbered sections, readable at any width. */
export function LegalDocumentView({ doc, lng }: { doc: LegalDocument; lng: Language }) {
  const { t } = useTranslation('legal', { lng });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {t('lastUpdated')} <time dateTime={LEGAL_LAST_UPDATED}>{formatLegalDate(lng)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{doc.intro}</p>
      </header>
      <nav aria-labelledby="legal-toc" className="my-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="legal-toc" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-slate-800 marker:text-slate-500">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a
                className="rounded text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                href={`#${s.id}`}
              >
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24 py-5">
          <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-slate-900">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
          {s.list && (
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
