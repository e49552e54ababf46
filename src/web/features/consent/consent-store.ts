/** The visitor's consent as an external store, so every component (and the analytics hook) agrees. */
import { useSyncExternalStore } from 'react';
import {
  CONSENT_STORAGE_KEY,
  browserTimeZone,
  consentRecord,
  consentState,
  needsConsent,
  parseStoredConsent,
  type ConsentState,
  type StoredConsent,
} from './consent-rules.ts';

const listeners = new Set<() => void>();
let snapshot: ConsentState | null = null;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function compute(): ConsentState {
  const stored = parseStoredConsent(storage('localStorage')?.getItem(CONSENT_STORAGE_KEY) ?? null);
  return consentState(stored, needsConsent(browserTimeZone, storage('sessionStorage')));
}

function read(): ConsentState {
  snapshot ??= compute();
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function chooseConsent(value: StoredConsent['value']): void {
  try {
    storage('localStorage')?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentRecord(value)));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  snapshot = consentState(consentRecord(value), true);
  for (const l of listeners) l();
}

const PRERENDER: ConsentState = { showBanner: false, analytics: false };

/** Consent in the browser; during prerender and hydration: no banner, no analytics. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, read, () => PRERENDER);
}

/** For tests: forget the cached state so the next read sees fresh storage. */
export function resetConsentSnapshot(): void {
  snapshot = null;
}
