import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { redirectFor } from '../../../shared/redirects.ts';
import { DocumentTitle } from '../../lib/document-title.tsx';

export function meta() {
  // The title is the page's own (DocumentTitle), in the reader's language.
  return [{ name: 'robots', content: 'noindex' }];
}

/** Unknown paths: follow a spec redirect if one applies (native shells have no server), else 404. */
export default function NotFound() {
  const { t } = useTranslation();
  const location = useLocation();
  const target = redirectFor(location.pathname);
  if (target) {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(target.query ?? {})) params.set(k, v);
    const search = params.toString();
    const hash = target.hash ? `#${target.hash}` : location.hash;
    return <Navigate replace to={`${target.pathname}${search ? `?${search}` : ''}${hash}`} />;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <DocumentTitle parts={[t('notFound.title')]} />
      <p className="text-6xl font-bold text-indigo-600" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <Link className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700" to="/">
        {t('actions.goHome')}
      </Link>
    </main>
  );
}
