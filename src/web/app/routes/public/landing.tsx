import { redirect } from 'react-router';
import { nativeStartPath } from '../../../features/auth/platforms/native-callback.ts';
import { preparePublicPage } from '../../../features/site/site-i18n.ts';
import { clientPlatform } from '../../../lib/client-platform.ts';
import type { Route } from './+types/landing.ts';
import { LandingPage } from '../../../features/landing/landing-page.tsx';
import { publicMeta, SITE_NAME, SITE_ORIGIN } from '../../../features/site/site.ts';
import { i18n } from '../../../lib/i18n.ts';
import { PRO_PRICE } from '../../../../shared/plans.ts';

/**
 * `/`, `/landing`, `/<lng>` and `/auth/register` (spec §2). Prerendered per language: the loader
 * runs at build time, the client loader on client navigation; both make the page's strings ready
 * before it renders and hand its head text to `meta`.
 */
async function prepare(request: Request) {
  const lng = await preparePublicPage(request, ['landing']);
  const t = i18n.getFixedT(lng, 'landing');
  return { lng, title: t('meta.title'), description: t('meta.description') };
}

export async function loader({ request }: Route.LoaderArgs) {
  return prepare(request);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const platform = clientPlatform();
  // Inside the iOS or Android app there is no landing page: its start page (spec §6).
  if (platform === 'ios' || platform === 'android') {
    const { readStoredSession } = await import('../../../features/auth/stored-session.ts');
    return redirect(nativeStartPath(readStoredSession().isAuthenticated));
  }
  return prepare(request);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  // No loader data when the route errored: the error boundary sets its own head.
  if (!loaderData) return [];
  const { lng, title, description } = loaderData;
  // Every copy of the landing page (/landing, /auth/register) points search engines at `/`.
  const tags = publicMeta({
    lng,
    basePath: '/',
    title,
    description,
    noindex: location.pathname.startsWith('/auth/'),
  });
  tags.push({
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: SITE_NAME,
      url: SITE_ORIGIN,
      applicationCategory: 'ProductivityApplication',
      operatingSystem: 'Web, iOS, Windows, macOS',
      description,
      offers: [
        { '@type': 'Offer', name: 'Free', price: '0', priceCurrency: PRO_PRICE.currency },
        {
          '@type': 'Offer',
          name: 'Pro',
          price: String(PRO_PRICE.monthly / 100),
          priceCurrency: PRO_PRICE.currency,
        },
        {
          '@type': 'Offer',
          name: 'Pro Yearly',
          price: String(PRO_PRICE.yearly / 100),
          priceCurrency: PRO_PRICE.currency,
        },
      ],
    },
  });
  return tags;
}

export default function Landing() {
  return <LandingPage />;
}
