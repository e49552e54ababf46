// First: settings that must hold before any other module runs.
import './zod-config.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { AfterIdle } from '../features/site/after-idle.tsx';
import { FullPageStatus } from '../features/auth/components/full-page-status.tsx';
import { DocumentTitle } from '../lib/document-title.tsx';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { subscribeTheme, THEME_SCRIPT } from '../lib/theme.ts';
import stylesheet from './app.css?url';
import { usePageLanguage } from './page-language.ts';

// Below-the-fold extras: their code loads after the page is idle, not with its first paint.
const AppBanners = lazy(() =>
  import('../features/banners/app-banners.tsx').then((m) => ({ default: m.AppBanners })),
);
const SiteTelemetry = lazy(() =>
  import('../features/consent/site-telemetry.tsx').then((m) => ({ default: m.SiteTelemetry })),
);

export const links: Route.LinksFunction = () => [
  // The ICO for what cannot read SVG icons; `sizes` makes browsers that can prefer the SVG.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  // A public page's own language; elsewhere the app's, which follows the person's choice. The
  // SPA page is built in English: its loading script (scripts/build/spa-language.ts) sets the
  // person's language before React hydrates, as the theme script sets the theme.
  const lng = usePageLanguage();
  return (
    // The theme script sets `data-theme` and `color-scheme` on <html> before React hydrates it.
    <html lang={lng} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Light or dark before the first paint (ADR 0018); allowed by its hash (ADR 0007). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* The one render-blocking request. With a precedence, React writes it ahead of the page's
            module preloads, so it is not queued behind them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  const [queryClient] = useState(createQueryClient);
  // "System" follows the system's preference live, and a choice made in another tab applies here.
  useEffect(() => subscribeTheme(() => {}), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
        <Toaster />
        <AfterIdle>
          <AppBanners />
          <SiteTelemetry />
        </AfterIdle>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * What the SPA page (every page that is not prerendered: the app, sign-in) shows until its code
 * has loaded: a titled, translated "Loading...". Built in English; the build's loading script
 * puts it in the person's language first (scripts/build/spa-language.ts), the same one the client
 * entry picks, so hydration finds the text it renders.
 */
export function HydrateFallback() {
  const loading = i18n.t('loading');
  return (
    <>
      <DocumentTitle parts={[loading]} />
      <FullPageStatus title={loading} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nextProvider i18n={i18n}>
      <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-semibold">
          {status === 404 ? t('notFound.title') : t('errors.INTERNAL')}
        </h1>
        <a className="text-indigo-700 underline" href="/">
          {t('actions.goHome')}
        </a>
      </main>
    </I18nextProvider>
  );
}
