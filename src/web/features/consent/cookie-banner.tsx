import { Cookie } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusBack, focusOrigin } from '../../components/ui/focus-return.ts';
import { Link } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { localizedPath } from '../../lib/public-language.ts';
import { chooseConsent } from './consent-store.ts';
import './consent-i18n.ts';

/**
 * Asks European visitors before analytics run. Both answers are equally easy and remembered with
 * their date. Answering removes the banner: focus goes back to where it was before the person
 * came to the banner (a task they were adding), not to the top of the page.
 */
export function CookieBanner({ lng }: { lng: Language }) {
  const { t } = useTranslation('consent', { lng });
  const origin = useRef<HTMLElement | null>(null);
  function answer(choice: Parameters<typeof chooseConsent>[0]) {
    // Before the banner goes: the button holding focus is about to leave the page.
    focusBack(origin.current);
    chooseConsent(choice);
  }
  return (
    <section
      onFocus={(event) => {
        origin.current = focusOrigin(event) ?? origin.current;
      }}
      aria-labelledby="cookie-banner-title"
      className="fixed right-4 bottom-4 left-4 z-50 rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:right-auto sm:max-w-md"
    >
      <h2 id="cookie-banner-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Cookie aria-hidden className="size-5 text-indigo-600" />
        {t('title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        {t('body')}{' '}
        {/* A full page load: on the landing page the banner runs outside the app's router (ADR 0033). */}
        <Link
          to={localizedPath('/privacy', lng)}
          reloadDocument
          className="font-medium text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('privacy')}
        </Link>
      </p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => answer('rejected')}
          className="flex-1 rounded-lg bg-white px-4 py-2 text-sm coarse:min-h-11 font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('reject')}
        </button>
        <button
          type="button"
          onClick={() => answer('accepted')}
          className="flex-1 rounded-lg bg-indigo-600 px-4 py-2 text-sm coarse:min-h-11 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
