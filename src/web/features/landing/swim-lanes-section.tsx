import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { QUADRANTS, type Quadrant } from '../../../shared/quadrants.ts';
import { cn } from '../../components/ui/cn.ts';
import { usePublicTranslation } from '../site/site-i18n.ts';
import { useLandingTranslation } from './landing-i18n.ts';
import { QUADRANT_STYLE } from './note-styles.ts';

const LANE_TASKS: Record<Quadrant, readonly string[]> = {
  1: ['taxes', 'prescription'],
  2: ['run', 'read', 'grandma'],
  3: ['dinner', 'groupChat'],
  4: ['photos'],
};
const LANE_NOTE_BG: Record<Quadrant, string> = {
  1: 'bg-note-red',
  2: 'bg-note-blue',
  3: 'bg-note-orange',
  4: 'bg-note-gray',
};
const POINTS = ['swipe', 'move', 'offline'] as const;

/** The mobile swim lanes: the four quadrants as lanes one swipes between, on a phone mock-up. */
export function SwimLanesSection() {
  const { t } = useLandingTranslation();
  const { t: tc } = usePublicTranslation('common');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Quadrant>(1);

  function showLane(q: Quadrant) {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollTo({ left: (q - 1) * scroller.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setActive(q);
  }

  function handleScroll() {
    const scroller = scrollerRef.current;
    if (!scroller || scroller.clientWidth === 0) return;
    const lane = QUADRANTS[Math.round(scroller.scrollLeft / scroller.clientWidth)];
    if (lane) setActive(lane);
  }

  return (
    <section aria-labelledby="lanes-title" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <h2
            id="lanes-title"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {t('lanes.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t('lanes.intro')}</p>
          <ul className="mt-6 space-y-3">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-800">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-indigo-700" />
                {t(`lanes.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-center gap-4">
          <div className="w-[17.5rem] rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl dark:border-slate-300 dark:bg-slate-300">
            <div className="overflow-hidden rounded-[1.9rem] bg-white">
              <div className="flex h-9 items-center justify-center bg-white" aria-hidden="true">
                <span className="h-1.5 w-16 rounded-full bg-slate-300" />
              </div>
              <div
                ref={scrollerRef}
                role="region"
                aria-label={t('lanes.regionLabel')}
                tabIndex={0}
                onScroll={handleScroll}
                className="flex h-[26rem] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-indigo-600"
              >
                {QUADRANTS.map((q) => (
                  <div
                    key={q}
                    role="group"
                    aria-label={tc(`quadrants.${q}.label`)}
                    className={cn('w-full shrink-0 snap-start p-3', QUADRANT_STYLE[q].area)}
                  >
                    <p className="flex items-center gap-2 font-semibold text-slate-900">
                      <span
                        aria-hidden="true"
                        className={cn(
                          'inline-flex size-6 items-center justify-center rounded-full text-xs',
                          QUADRANT_STYLE[q].badge,
                        )}
                      >
                        {q}
                      </span>
                      {tc(`quadrants.${q}.label`)}
                    </p>
                    <p className="mt-0.5 pl-8 text-xs text-slate-600">{tc(`quadrants.${q}.subtitle`)}</p>
                    <ul className="mt-4 space-y-2">
                      {LANE_TASKS[q].map((task) => (
                        <li
                          key={task}
                          className={cn(
                            'rounded-md p-3 text-sm font-medium text-slate-900 shadow-sm',
                            LANE_NOTE_BG[q],
                          )}
                        >
                          {t(`lanes.tasks.${task}`)}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </div>
          <div role="group" aria-label={t('lanes.pickerLabel')} className="flex gap-2">
            {QUADRANTS.map((q) => (
              <button
                key={q}
                type="button"
                aria-pressed={active === q}
                onClick={() => showLane(q)}
                className={cn(
                  'inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  active === q
                    ? 'bg-indigo-600 text-white ring-indigo-600'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {/* The name starts with the visible number, so "click 1" works for voice control. */}
                {q}
                <span className="sr-only">
                  {' '}
                  {t('lanes.showLane', { quadrant: tc(`quadrants.${q}.label`) })}
                </span>
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
