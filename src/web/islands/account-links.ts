/**
 * The account links of the landing page without React (ADR 0033): "Sign In" becomes "Go to
 * Dashboard" (and "Start Free Trial" becomes "Manage Subscription") when this browser holds a
 * session, as public-header.tsx and pricing-section.tsx do with `useSignedIn`. Each link carries
 * its signed-in target and label (`data-signed-in-href`, `data-signed-in-label`). The session is
 * read by its one reader, `parseStoredSession`, fetched only when something is stored at all (it
 * brings zod), as site/auth-session.ts does; another tab signing in or out updates the links.
 */
import { AUTH_STORAGE_KEY } from '../features/auth/storage-keys.ts';

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null; // Blocked storage: signed out.
  }
}

/** Whether this browser holds a session the app would use. */
export async function readSignedIn(): Promise<boolean> {
  const raw = storedRaw();
  if (raw === null) return false;
  const { parseStoredSession } = await import('../features/auth/stored-session.ts');
  return parseStoredSession(raw).isAuthenticated;
}

/** Sets every `a[data-account-link]` under `root` to its signed-in or signed-out target. */
export function showAccountState(root: ParentNode, signedIn: boolean): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-account-link]')) {
    link.dataset.signedOutHref ??= link.getAttribute('href') ?? '';
    link.dataset.signedOutLabel ??= link.textContent ?? '';
    const href = signedIn ? link.dataset.signedInHref : link.dataset.signedOutHref;
    const label = signedIn ? link.dataset.signedInLabel : link.dataset.signedOutLabel;
    if (href !== undefined) link.setAttribute('href', href);
    if (label !== undefined) link.textContent = label;
  }
}

/** Shows the account state now and whenever another tab changes the stored session. */
export function followAccountState(root: ParentNode): void {
  const update = () =>
    readSignedIn().then(
      (signedIn) => showAccountState(root, signedIn),
      () => {
        // The reader did not load (offline): Sign In works either way.
      },
    );
  void update();
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) void update();
  });
}
