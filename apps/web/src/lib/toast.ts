// Toasts load sonner on first use: most visits never show one, and the landing stays lighter.
// The host mounts sonner's Toaster when the first toast is asked for; sonner replays toasts created
// before its Toaster subscribed, so nothing is lost.

import { getI18n } from './i18n/i18n-store';
import { DEFAULT_LOCALE } from './i18n/locales';

type Kind = 'success' | 'error' | 'warning' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastHostWanted(): boolean {
  return wanted;
}

type Action = { label: string; onClick: () => void };

function show(kind: Kind, message: string, action?: Action): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // A shared sentence (the server's refusal, most often) reads in the page's language, by its code
  // (ADR 077); English shows it as it came and loads nothing more.
  const { locale } = getI18n();
  if (locale === DEFAULT_LOCALE) {
    void import('sonner').then(({ toast }) => toast[kind](message, action ? { action, duration: 15_000 } : undefined));
    return;
  }
  void Promise.all([import('sonner'), import('./i18n/problem-text')]).then(async ([{ toast }, problems]) => {
    await problems.loadProblemCatalog(locale);
    toast[kind](problems.problemText(message, locale), action ? { action, duration: 15_000 } : undefined);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  /** A question with a button (the push offer): stays longer, so there is time to answer. */
  action: (message: string, action: Action) => show('info', message, action),
};
