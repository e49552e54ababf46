/**
 * The hero's figures (people, years, organizations, share on the free plan), each shown only when
 * the deployment configures it (server/config-marketing.ts; SPEC-NOTES "Marketing claims"): by
 * default the page claims none. The prerendered page has the empty slot (`data-hero-figures`);
 * React fills it where it renders the hero, and on the landing page's plain bootstrap the idle
 * extras do (islands/idle-extras.tsx), once the configuration has been read.
 */
import { useEffect, useState } from 'react';
import type { MarketingFigures } from '../../../shared/contracts/client-config.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { loadPublicConfig } from '../../lib/public-config.ts';
import { useLandingTranslation } from './landing-i18n.ts';

type Figure = 'users' | 'years' | 'organizations' | 'freePlan';

const COLUMNS = ['', 'sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'];

/** "1M+", "12K+": whole counts rounded down, so "at least" stays true. */
function compact(value: number, lng: string): string {
  return new Intl.NumberFormat(lng, {
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'floor',
  }).format(value);
}

function useFigureText(figures: MarketingFigures): [Figure, string][] {
  const { t, lng } = useLandingTranslation();
  const shown: [Figure, string][] = [];
  if (figures.users !== null)
    shown.push(['users', t('hero.figures.users.value', { value: compact(figures.users, lng) })]);
  if (figures.years !== null) shown.push(['years', t('hero.figures.years.value', { count: figures.years })]);
  if (figures.organizations !== null)
    shown.push([
      'organizations',
      t('hero.figures.organizations.value', { value: compact(figures.organizations, lng) }),
    ]);
  if (figures.freePlanPercent !== null) {
    const value = new Intl.NumberFormat(lng, { style: 'percent' }).format(figures.freePlanPercent / 100);
    shown.push(['freePlan', t('hero.figures.freePlan.value', { value })]);
  }
  return shown;
}

export function HeroFigures({ figures }: { figures: MarketingFigures }) {
  const { t } = useLandingTranslation();
  const shown = useFigureText(figures);
  if (shown.length === 0) return null;
  return (
    <>
      <h2 className="sr-only">{t('hero.statsLabel')}</h2>
      <dl className={`mt-12 grid w-full grid-cols-2 gap-6 ${COLUMNS[shown.length] ?? ''}`}>
        {shown.map(([key, value]) => (
          <div key={key} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm text-slate-600">{t(`hero.figures.${key}.label`)}</dt>
            <dd className="text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The configured figures, once read (and the page's strings loaded); null until then, or without any. */
function useConfiguredFigures(): MarketingFigures | null {
  const { lng } = useLandingTranslation();
  const [figures, setFigures] = useState<MarketingFigures | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([loadPublicConfig(), loadNamespaces(lng, ['landing'])]).then(([config]) => {
      if (current && config) setFigures(config.marketingFigures);
    });
    return () => {
      current = false;
    };
  }, [lng]);
  return figures;
}

export function ConfiguredHeroFigures() {
  const figures = useConfiguredFigures();
  return figures ? <HeroFigures figures={figures} /> : null;
}
