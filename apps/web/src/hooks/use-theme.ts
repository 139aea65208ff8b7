import { useSyncExternalStore } from 'react';
import { getTheme, setTheme, subscribeTheme, toggleTheme } from '../lib/theme-store';

export function useTheme() {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as const);
  return { theme, setTheme, toggleTheme };
}
