import { useSessionStore, type AuthUser } from './session-store.ts';

/** The signed-in person, or null. */
export function useAuthUser(): AuthUser | null {
  return useSessionStore((state) => state.user);
}

export function useIsAuthenticated(): boolean {
  return useSessionStore((state) => state.isAuthenticated);
}
