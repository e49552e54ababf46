import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { AppBanners } from '../features/banners/app-banners.tsx';
import { SiteTelemetry } from '../features/consent/site-telemetry.tsx';
import { i18n } from '../lib/i18n.ts';
import { languageFromPath } from '../lib/public-language.ts';
import { createQueryClient } from '../lib/query-client.ts';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  // Prerendered pages carry their path's language (`/es/…` → es); the app sets it when it switches.
  const { lng } = languageFromPath(useLocation().pathname);
  return (
    <html lang={lng}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
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
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
        <Toaster />
        <AppBanners />
        <SiteTelemetry />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function HydrateFallback() {
  return <FullPageMessage>{i18n.t('loading')}</FullPageMessage>;
}

function FullPageMessage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-8 text-slate-600" aria-busy="true">
      <p>{children}</p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <I18nextProvider i18n={i18n}>
      <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-semibold">{status === 404 ? t('notFound.title') : t('errors.INTERNAL')}</h1>
        <a className="text-indigo-700 underline" href="/">
          {t('actions.goHome')}
        </a>
      </main>
    </I18nextProvider>
  );
}
