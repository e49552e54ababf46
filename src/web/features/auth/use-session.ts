import { useSessionStore } from './session-store.ts';
import type { AuthUser } from './stored-session.ts';

/** The signed-in person, or null. */
export function useAuthUser(): AuthUser | null {
  return useSessionStore((state) => state.user);
}

export function useIsAuthenticated(): boolean {
  return useSessionStore((state) => state.isAuthenticated);
}
