import { Mic, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { BADGE_INTERVAL_MS } from './badge-interval.ts';
import { useLandingTranslation } from './landing-i18n.ts';

/** The voice-capture languages, each in its own name (spec §1: the badge also lists Chinese). */
const VOICE_LANGUAGES = [
  { lang: 'en', name: 'English' },
  { lang: 'fr', name: 'Français' },
  { lang: 'es', name: 'Español' },
  { lang: 'de', name: 'Deutsch' },
  { lang: 'zh', name: '中文' },
] as const;

/**
 * The hero badge: its language name changes every 3 s. Screen readers get one static sentence
 * instead (the rotating part is hidden from them, so nothing is announced every 3 s). It pauses
 * while hovered or focused, and a button stops it for good (WCAG 2.2.2).
 */
export function HeroBadge() {
  const { t, lng } = useLandingTranslation();
  const start = Math.max(
    0,
    VOICE_LANGUAGES.findIndex((l) => l.lang === lng),
  );
  const [index, setIndex] = useState(start);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const paused = stopped || hovered;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % VOICE_LANGUAGES.length),
      BADGE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div
      data-hero-badge=""
      className="inline-flex items-center gap-2 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-950 ring-1 ring-indigo-200"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Mic aria-hidden className="size-4 text-indigo-700" />
      <p>
        <span className="sr-only">{t('hero.badgeFull')}</span>
        <span aria-hidden="true" aria-live="off" data-testid="hero-badge-rotating">
          {t('hero.badgePrefix')}{' '}
          <span className="inline-grid font-semibold">
            {VOICE_LANGUAGES.map((language, i) => (
              <span
                key={language.lang}
                lang={language.lang}
                data-active={i === index}
                className={cn(
                  // No fade: text caught mid-fade fails contrast checks, and the spec asks only for rotation.
                  'col-start-1 row-start-1',
                  i === index ? 'opacity-100' : 'opacity-0',
                )}
              >
                {language.name}
              </span>
            ))}
          </span>
        </span>
      </p>
      <button
        type="button"
        onClick={() => setStopped((s) => !s)}
        aria-label={stopped ? t('hero.badgeResume') : t('hero.badgePause')}
        data-badge-toggle=""
        data-label-pause={t('hero.badgePause')}
        data-label-resume={t('hero.badgeResume')}
        className="inline-flex size-7 items-center justify-center rounded-full text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {/* Both icons, one hidden: the landing bootstrap swaps them without React (ADR 0033). */}
        <span className="contents" hidden={!stopped} data-icon="resume">
          <Play aria-hidden className="size-3.5" />
        </span>
        <span className="contents" hidden={stopped} data-icon="pause">
          <Pause aria-hidden className="size-3.5" />
        </span>
      </button>
    </div>
  );
}
