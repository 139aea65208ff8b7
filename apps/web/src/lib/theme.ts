// The spec's theme rule: the stored preference if it is 'light' or 'dark', otherwise the operating
// system's dark-scheme preference, otherwise light. index.html runs the same rule inline before
// first paint (see theme.test.ts, which keeps the two in step).

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function resolveTheme(stored: unknown, systemPrefersDark: boolean | null | undefined): Theme {
  return parseTheme(stored) ?? (systemPrefersDark ? 'dark' : 'light');
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** The toggle names the mode it switches to: 'Light' while dark, 'Dark' while light. */
export function themeToggleLabel(theme: Theme): 'Light' | 'Dark' {
  return theme === 'dark' ? 'Light' : 'Dark';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
