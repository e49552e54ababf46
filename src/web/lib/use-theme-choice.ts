import { useSyncExternalStore } from 'react';
import { getThemeChoice, subscribeTheme, type ThemeChoice } from './theme.ts';

/** The choice, kept current, for React (theme.ts stays free of React for the landing bootstrap). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeTheme, getThemeChoice, () => 'system');
}
