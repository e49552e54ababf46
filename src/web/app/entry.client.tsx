/**
 * Client entry: settle the language before hydrating, so the first paint matches. A localized
 * public page (`/es/…`) is in its path's language (it was prerendered so); everywhere else the
 * person's stored choice, else the browser's.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { changeLanguage, detectLanguage } from '../lib/i18n.ts';
import { isPrefixedLanguage } from '../lib/public-language.ts';
import { clientPlatform } from '../lib/client-platform.ts';
import { dropLoginRequiredHash } from '../features/auth/login-required-hash.ts';

async function start(): Promise<void> {
  dropLoginRequiredHash(window.location, window.history);
  // The board's data is what an app page waits for: start it now, in parallel with everything else.
  if (window.location.pathname.startsWith('/app/board')) void import('./early-pull.ts');
  const segment = window.location.pathname.split('/')[1];
  const lng = isPrefixedLanguage(segment) ? segment : detectLanguage();
  if (lng !== 'en') await changeLanguage(lng, { remember: false });
  // Inside the iOS or Android app: its sign-in, and the session the phone kept, before any route reads it.
  const platform = clientPlatform();
  if (platform === 'ios' || platform === 'android') {
    const { startNativeApp } = await import('../features/auth/platforms/native-app.ts');
    await startNativeApp(platform).catch((err: unknown) => console.error(err));
  }
  // Inside Teams or Outlook: the Teams SDK, loaded here only (ADR 0050); the page does not wait for it.
  if (platform === 'teams')
    void import('../features/auth/platforms/teams-sdk.ts')
      .then(({ startTeamsTab }) => startTeamsTab())
      .catch((err: unknown) => console.error(err));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void start();
