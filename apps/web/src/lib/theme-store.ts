import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, applyTheme, oppositeTheme, parseTheme, resolveTheme } from './theme';
import type { Theme } from './theme';
import { readStorage, writeStorage } from './storage';

// The page's theme as a tiny external store. index.html already applied it before first paint;
// this keeps it in step with the toggle, with other tabs and, while nothing is stored, with the OS.

const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

function current(): Theme {
  return resolveTheme(readStorage(THEME_STORAGE_KEY), systemPrefersDark());
}

let theme: Theme = current();

function update(next: Theme): void {
  applyTheme(next);
  if (next === theme) return;
  theme = next;
  for (const listener of listeners) listener();
}

export function getTheme(): Theme {
  return theme;
}

export function setTheme(next: Theme): void {
  writeStorage(THEME_STORAGE_KEY, next);
  update(next);
}

export function toggleTheme(): void {
  setTheme(oppositeTheme(theme));
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  const onSystemChange = () => {
    if (!parseTheme(readStorage(THEME_STORAGE_KEY))) update(current());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) update(current());
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
