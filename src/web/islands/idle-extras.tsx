/**
 * The landing page's below-the-fold extras (the app-store banners, the cookie banner, telemetry),
 * mounted by the landing bootstrap once the browser is idle, as root.tsx's `AfterIdle` mounts them
 * on every other page (ADR 0033). They are not in the prerendered HTML, so this is a fresh root
 * at the end of <body>, not a hydration. They read the path through React Router's hooks: a
 * router of their own, fixed at this URL (their links load the page they name). The hero's
 * figures, shown only where the deployment configures them, go into the hero's empty slot.
 */
import { StrictMode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppBanners } from '../features/banners/app-banners.tsx';
import { SiteTelemetry } from '../features/consent/site-telemetry.tsx';
import { ConfiguredHeroFigures } from '../features/landing/hero-figures.tsx';

export function mountIdleExtras(): void {
  const host = document.createElement('div');
  host.dataset.idleExtras = '';
  document.body.append(host);
  const { pathname, search, hash } = window.location;
  const figures = document.querySelector<HTMLElement>('[data-hero-figures]');
  createRoot(host).render(
    <StrictMode>
      <MemoryRouter initialEntries={[`${pathname}${search}${hash}`]}>
        <AppBanners />
        <SiteTelemetry />
        {figures && createPortal(<ConfiguredHeroFigures />, figures)}
      </MemoryRouter>
    </StrictMode>,
  );
}
