/**
 * Analytics and error reporting hooks. Both are configured by the server's environment
 * (ANALYTICS_URL, ERROR_REPORTING_URL, published by GET /api/client-config) and absent when unset:
 * no listener, no request to any collector. No third-party script is ever loaded: page views and
 * reports are small JSON posts (sendBeacon) to the configured URLs, which the CSP allows.
 */
import { errorReport, sampleTrace, shouldReportError } from './error-filter.ts';

export interface TelemetryEndpoints {
  analyticsUrl: string | null;
  errorReportingUrl: string | null;
}

let endpoints: Promise<TelemetryEndpoints> | null = null;

async function readClientConfig() {
  // Loaded on demand: the API client and its schemas stay out of every public page's first load.
  const [{ api }, { getClientConfig }] = await Promise.all([
    import('../../lib/api.ts'),
    import('../../../shared/contracts/client-config.ts'),
  ]);
  return api(getClientConfig);
}

/** The configured collectors, asked once per page load; none if the config cannot be read. */
export function telemetryEndpoints(): Promise<TelemetryEndpoints> {
  endpoints ??= readClientConfig().then(
    (c) => ({ analyticsUrl: c.analyticsUrl, errorReportingUrl: c.errorReportingUrl }),
    () => ({ analyticsUrl: null, errorReportingUrl: null }),
  );
  return endpoints;
}

export function post(url: string, body: Record<string, unknown>): void {
  const json = JSON.stringify(body);
  const sent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }));
  if (!sent)
    void fetch(url, {
      method: 'POST',
      body: json,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
}

/** A page view: the path only (queries can carry codes and tokens), the language and the referrer's origin. */
export function pageView(url: string, path: string, language: string): void {
  let referrer: string | undefined;
  try {
    referrer = document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    referrer = undefined;
  }
  post(url, {
    type: 'pageview',
    path,
    language,
    ...(referrer ? { referrer } : {}),
    at: new Date().toISOString(),
  });
}

const MAX_REPORTS_PER_PAGE = 10;

/** Listens for uncaught errors and rejections, filters them (spec §5) and reports; returns an uninstall. */
export function installErrorReporting(
  url: string,
  context: () => { path: string; language: string },
): () => void {
  const seen = new Set<string>();
  function report(error: unknown, filename?: string) {
    const ctx = { online: navigator.onLine, ...(filename ? { filename } : {}) };
    if (!shouldReportError(error, ctx)) return;
    const body = errorReport(error, { ...ctx, ...context() });
    const key = `${String(body.name)}:${String(body.message)}`;
    if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    post(url, body);
  }
  const onError = (e: ErrorEvent) => report(e.error ?? e.message, e.filename || undefined);
  const onRejection = (e: PromiseRejectionEvent) => report(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  if (sampleTrace()) reportTrace(url, context().path);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** One sampled page-load trace: navigation timings only. */
function reportTrace(url: string, path: string): void {
  const [nav] = performance.getEntriesByType('navigation');
  if (!(nav instanceof PerformanceNavigationTiming)) return;
  post(url, {
    type: 'trace',
    path,
    ttfb: Math.round(nav.responseStart),
    domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
    load: Math.round(nav.loadEventEnd),
    at: new Date().toISOString(),
  });
}
