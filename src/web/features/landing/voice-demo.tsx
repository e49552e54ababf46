import { CalendarClock, Mic, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';
import { usePublicTranslation } from '../site/site-i18n.ts';
import { useLandingTranslation } from './landing-i18n.ts';

/**
 * The scripted voice-capture demo: "listening", the sentence appearing as it is heard, the date
 * phrase picked out, then the task it became. No audio and no speech API: it shows what happens.
 * The finished state is what renders first (and without JavaScript); Watch Demo plays it.
 */
type Phase = 'done' | 'listening' | 'typing' | 'parsing';

const LISTEN_MS = 900;
const TYPE_STEP_MS = 70;
const TYPE_STEPS = 22;
const PARSE_MS = 900;

export function VoiceDemo() {
  const { t } = useLandingTranslation();
  const { t: tc } = usePublicTranslation('common');
  const [phase, setPhase] = useState<Phase>('done');
  const [typed, setTyped] = useState(0);
  const [played, setPlayed] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const before = t('voice.sentenceBefore');
  const datePhrase = t('voice.sentenceDate');
  const after = t('voice.sentenceAfter');
  const sentence = `${before}${datePhrase}${after}`;

  // The script's clock: each phase schedules the next one.
  useEffect(() => {
    if (phase === 'listening') {
      const timer = window.setTimeout(() => setPhase('typing'), LISTEN_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'typing') {
      const step = Math.max(1, Math.ceil(sentence.length / TYPE_STEPS));
      const timer = window.setTimeout(() => {
        const next = Math.min(sentence.length, typed + step);
        setTyped(next);
        if (next >= sentence.length) setPhase('parsing');
      }, TYPE_STEP_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'parsing') {
      const timer = window.setTimeout(() => {
        setPhase('done');
        setAnnouncement(t('voice.created', { title: t('voice.taskTitle'), due: t('voice.taskDue') }));
      }, PARSE_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [phase, typed, sentence.length, t]);

  function play() {
    setPlayed(true);
    setTyped(0);
    setAnnouncement('');
    setPhase('listening');
  }

  const highlighted = phase === 'parsing' || phase === 'done';
  return (
    <div className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full',
            phase === 'listening' ? 'bg-rose-600 text-white' : 'bg-indigo-100 text-indigo-700',
          )}
        >
          {phase === 'listening' && (
            <span className="absolute inset-0 rounded-full bg-rose-500 opacity-60 motion-safe:animate-ping" />
          )}
          <Mic className="relative size-5" />
        </span>
        <p className="text-sm font-medium text-slate-700">
          {phase === 'listening' ? t('voice.listening') : t('voice.youSaid')}
        </p>
      </div>

      <blockquote className="min-h-16 rounded-xl bg-slate-50 p-4 text-lg leading-relaxed text-slate-900">
        {phase === 'listening' ? (
          <span className="text-slate-500">…</span>
        ) : phase === 'typing' ? (
          <span>{sentence.slice(0, typed)}</span>
        ) : (
          <span>
            {before}
            <mark
              className={cn('rounded px-0.5', highlighted ? 'bg-amber-200 text-slate-900' : 'bg-transparent')}
            >
              {datePhrase}
            </mark>
            {after}
          </span>
        )}
      </blockquote>

      <div
        className={cn(
          'rounded-xl border-l-4 border-rose-600 bg-note-yellow p-4 shadow-sm',
          phase === 'done' ? 'visible' : 'invisible',
        )}
        aria-hidden={phase !== 'done'}
      >
        <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{t('voice.newTask')}</p>
        <p className="mt-1 font-semibold text-slate-900">{t('voice.taskTitle')}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden className="size-4" />
            <span className="sr-only">{t('voice.due')}: </span>
            {t('voice.taskDue')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-flex size-5 items-center justify-center rounded-full bg-rose-700 text-[11px] font-semibold text-white"
            >
              1
            </span>
            {tc('quadrants.1.label')}
          </span>
        </p>
      </div>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('voice.languages')}</p>
        <button
          type="button"
          onClick={play}
          className="inline-flex min-h-10 items-center gap-2 rounded-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {played ? <RotateCcw aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
          {played ? t('voice.replay') : t('voice.watch')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
