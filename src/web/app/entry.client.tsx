/**
 * Client entry: settle the language before hydrating (stored choice, else the browser's), so the
 * first paint is already in the person's language.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { changeLanguage, detectLanguage } from '../lib/i18n.ts';

async function start(): Promise<void> {
  const lng = detectLanguage();
  if (lng !== 'en') await changeLanguage(lng, { remember: false });
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
