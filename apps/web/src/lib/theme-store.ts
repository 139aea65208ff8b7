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

/**
 * A theme switch is instant: colour transitions (links, cards) would otherwise fade each element
 * on its own clock, a moment of half-light, half-dark text a reader (and axe) sees. Off for the
 * frame of the switch, back on after it.
 */
function withoutTransitions(change: () => void): void {
  if (typeof document === 'undefined' || typeof requestAnimationFrame !== 'function') return change();
  const root = document.documentElement;
  root.dataset.themeSwitching = 'true';
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.themeSwitching));
}

function update(next: Theme): void {
  if (next === theme) {
    applyTheme(next);
    return;
  }
  withoutTransitions(() => applyTheme(next));
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
