import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../shell-i18n.ts';

/** First focusable element of the app: jumps past the header to the page content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-indigo-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:outline-2 focus:outline-indigo-600"
    >
      {t('skipToContent')}
    </a>
  );
}
