import { Check, Globe } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { cn } from '../../components/ui/cn.ts';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/i18n.ts';
import { localizedPath } from '../../lib/public-language.ts';
import { usePublicLanguage, usePublicTranslation } from './site-i18n.ts';

/** Remember an explicit choice (`userLanguage`) at once, so later visits open in it. */
function rememberLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Blocked storage: the choice still applies to this visit through the URL.
  }
  void changeLanguage(lng);
}

/** One link per language to this same page in that language. */
export function LanguageLinks({ onChoose, className }: { onChoose?: () => void; className?: string }) {
  const { lng, basePath } = usePublicLanguage();
  const { search, hash } = useLocation();
  const { t } = usePublicTranslation('common');
  return (
    <ul className={className}>
      {LANGUAGES.map((option) => (
        <li key={option}>
          <Link
            to={`${localizedPath(basePath, option)}${search}${hash}`}
            hrefLang={option}
            data-language-link=""
            lang={option}
            aria-current={option === lng ? 'true' : undefined}
            onClick={() => {
              rememberLanguage(option);
              onChoose?.();
            }}
            className="flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {t(`language.${option}`)}
            {option === lng && <Check aria-hidden className="size-4 text-indigo-700" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A disclosure (native <details>, so it opens without JavaScript too) listing the languages.
 * Closes on Escape, outside clicks and after a choice.
 */
export function LanguageSwitcher({ placement = 'down' }: { placement?: 'down' | 'up' }) {
  const { lng } = usePublicLanguage();
  const { t } = usePublicTranslation('site');
  const { t: tc } = usePublicTranslation('common');
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    function handlePointerDown(event: PointerEvent) {
      const details = detailsRef.current;
      if (details && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    const details = detailsRef.current;
    if (!details) return;
    details.open = false;
    if (returnFocus) details.querySelector('summary')?.focus();
  }

  return (
    <details
      ref={detailsRef}
      className="relative"
      data-language-switcher=""
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close(true);
      }}
    >
      <summary
        aria-label={t('language.current', { language: tc(`language.${lng}`) })}
        className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden"
      >
        <Globe aria-hidden className="size-4" />
        <span>{tc(`language.${lng}`)}</span>
      </summary>
      <div
        className={cn(
          'absolute right-0 z-50 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          placement === 'down' ? 'top-full mt-2' : 'bottom-full mb-2',
        )}
      >
        <LanguageLinks onChoose={() => close(false)} />
      </div>
    </details>
  );
}
