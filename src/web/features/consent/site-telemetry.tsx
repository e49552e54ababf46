import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLanguage, loadNamespaces } from '../../lib/i18n.ts';
import { languageFromPath } from '../../lib/public-language.ts';
import { useConsent } from './consent-store.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { installErrorReporting, pageView, telemetryEndpoints, type TelemetryEndpoints } from './telemetry.ts';

const NONE: TelemetryEndpoints = { analyticsUrl: null, errorReportingUrl: null };

/**
 * Mounted once at the root: the cookie banner where consent is needed, page views when (and only
 * when) consent allows and a collector is configured, and error reporting when configured.
 */
export function SiteTelemetry() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const fromPath = languageFromPath(pathname).lng;
  // Public pages are in their path's language; the app in the person's.
  const lng = fromPath !== 'en' ? fromPath : isLanguage(i18n.language) ? i18n.language : 'en';
  const consent = useConsent();
  const [config, setConfig] = useState<TelemetryEndpoints>(NONE);

  // The banner's strings in the page's language (the root mounts this before any page loader runs).
  useEffect(() => {
    if (consent.showBanner) void loadNamespaces(lng, ['consent']);
  }, [consent.showBanner, lng]);

  useEffect(() => {
    let live = true;
    // After the page is idle: the config request must not compete with the first paint.
    const start = () => void telemetryEndpoints().then((c) => live && setConfig(c));
    const hasIdle = 'requestIdleCallback' in window;
    const handle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : window.setTimeout(start, 1000);
    return () => {
      live = false;
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);

  useEffect(() => {
    if (!config.errorReportingUrl) return;
    return installErrorReporting(config.errorReportingUrl, () => ({
      path: window.location.pathname,
      language: document.documentElement.lang || 'en',
    }));
  }, [config.errorReportingUrl]);

  useEffect(() => {
    if (consent.analytics && config.analyticsUrl) pageView(config.analyticsUrl, pathname, lng);
  }, [consent.analytics, config.analyticsUrl, pathname, lng]);

  return consent.showBanner ? <CookieBanner lng={lng} /> : null;
}
