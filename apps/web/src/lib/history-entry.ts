// The router keeps each page's scroll position under its history entry's key, and restores it when
// that entry is shown again (back, forward, reload). An entry the browser made itself (an address
// typed, a link from a notification, an email or another site) has no key yet, and the router calls
// every such entry 'default': a page opened that way would be scrolled to where the last page opened
// that way was left. Giving the entry its own key before the router starts keeps each one apart:
// a new page starts at the top, and a reload or a return still finds its own position.

type EntryState = { usr?: unknown; key?: unknown; idx?: unknown } | null;

/** A key like the router's own (8 base-36 characters). */
export function newEntryKey(random: () => number = Math.random): string {
  return random().toString(36).slice(2, 10).padEnd(8, '0');
}

/** The state to give the current entry, or null when it has its key already. */
export function keyedEntryState(state: unknown, key: string): EntryState {
  const current = (state && typeof state === 'object' ? state : null) as EntryState;
  if (current && typeof current.key === 'string' && current.key !== '' && current.key !== 'default') return null;
  return { usr: current?.usr ?? null, key, idx: typeof current?.idx === 'number' ? current.idx : 0 };
}

/** Gives the current history entry its own key, once, before the router reads it. */
export function keyThisHistoryEntry(history: Pick<History, 'state' | 'replaceState'> = window.history): void {
  const next = keyedEntryState(history.state, newEntryKey());
  if (next) history.replaceState(next, '');
}
