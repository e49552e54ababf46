/**
 * The hero claims no figure the deployment has not configured (SPEC-NOTES "Marketing claims"): with
 * none, no figures at all, whatever the spec's example numbers; each configured one in the page's
 * language, rounded down so "at least" stays true.
 */
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MARKETING_FIGURES, type MarketingFigures } from '../../../shared/contracts/client-config.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { loadPublicConfig } from '../../lib/public-config.ts';
import { HeroFigures } from './hero-figures.tsx';
import { HeroSection } from './hero-section.tsx';

const server = setupServer(
  http.get('http://localhost:3000/api/client-config', () =>
    HttpResponse.json({
      issuer: 'http://localhost:3000/realms/quadrant',
      clientId: 'web',
      realm: 'quadrant',
      embedded: true,
    }),
  ),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadNamespaces('de', ['common', 'site', 'landing']);
  await loadNamespaces('ja', ['common', 'site', 'landing']);
});
afterAll(() => server.close());

const SET: MarketingFigures = { users: 1_234_567, years: 3, organizations: 12_900, freePlanPercent: 85 };

function figuresAt(path: string, figures: MarketingFigures) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <HeroFigures figures={figures} />
    </MemoryRouter>,
  );
}

function shown(): string[] {
  return screen.queryAllByRole('definition').map((dd) => {
    const term = dd.parentElement ? within(dd.parentElement).getByRole('term').textContent : '';
    return `${dd.textContent} ${term}`;
  });
}

describe('the hero’s figures', () => {
  it('are not claimed when the deployment configures none', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <HeroSection />
      </MemoryRouter>,
    );
    // The page has read the deployment's configuration (none set) once this settles.
    await act(async () => {
      expect(await loadPublicConfig()).toMatchObject({ marketingFigures: NO_MARKETING_FIGURES });
    });
    expect(screen.queryByText(/million|50,000|15 years|organizations/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    figuresAt('/', NO_MARKETING_FIGURES);
    expect(screen.queryByRole('heading', { name: 'Quadrant in numbers' })).not.toBeInTheDocument();
  });

  it('show each configured figure, rounded down, in English', () => {
    figuresAt('/', SET);
    expect(screen.getByRole('heading', { name: 'Quadrant in numbers' })).toBeInTheDocument();
    expect(shown()).toEqual([
      '1.2M+ people use Quadrant',
      '3 years of helping people prioritize',
      '12.9K+ organizations use Quadrant',
      '85% of people use the free plan',
    ]);
  });

  it('show only those configured, in German and Japanese', () => {
    figuresAt('/de', { ...NO_MARKETING_FIGURES, users: 2_000_000, freePlanPercent: 70 });
    // German writes a no-break space before "Mio." and "%".
    expect(shown()).toEqual([
      '2\u00a0Mio.+ Menschen nutzen Quadrant',
      '70\u00a0% der Menschen nutzen den kostenlosen Tarif',
    ]);
  });

  it('read as a Japanese reader reads numbers', () => {
    figuresAt('/ja', { ...NO_MARKETING_FIGURES, users: 1_000_000, years: 1 });
    expect(shown()).toEqual(['100万+ 人が Quadrant を利用', '1年 優先順位づけを支援']);
  });
});
