import { parsePath } from './match';
import type { Path } from './match';

// The session history the router reads and writes: the browser's (history.pushState and popstate)
// or one in memory (tests). Each entry's state is { usr, key, idx } as react-router wrote it, so
// entries made before this router (and lib/history-entry's key) keep their scroll positions.

/** What a page sees of an address: its parts, the state it was given, and its entry's key. */
export type Location = Path & { state: unknown; key: string };

/** How the current entry was reached: a new entry, one replaced, or back/forward/reload. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export type Update = { action: Action; location: Location };

export type History = {
  readonly action: Action;
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: Update) => void): () => void;
};

type EntryState = { usr?: unknown; key?: unknown; idx?: unknown } | null;

const newKey = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

function readLocation(path: Partial<Path>, entry: EntryState): Location {
  return {
    pathname: path.pathname || '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: entry?.usr ?? null,
    key: typeof entry?.key === 'string' && entry.key ? entry.key : 'default',
  };
}

/** The browser's history: the address bar, pushState/replaceState, and popstate for back and forward. */
export function createBrowserHistory(win: Window = window): History {
  const native = win.history;
  const entry = () => (native.state && typeof native.state === 'object' ? (native.state as EntryState) : null);
  const current = () => readLocation({ pathname: win.location.pathname, search: win.location.search, hash: win.location.hash }, entry());
  let index = typeof entry()?.idx === 'number' ? (entry()!.idx as number) : 0;
  if (typeof entry()?.idx !== 'number') native.replaceState({ ...entry(), idx: index }, '');
  let action: Action = 'POP';
  let location = current();
  const listeners = new Set<(update: Update) => void>();
  const notify = () => listeners.forEach((listener) => listener({ action, location }));

  const write = (kind: 'PUSH' | 'REPLACE', to: string, state: unknown) => {
    if (kind === 'PUSH') index += 1;
    const next = { usr: state ?? null, key: newKey(), idx: index };
    if (kind === 'REPLACE') native.replaceState(next, '', to);
    else {
      try {
        native.pushState(next, '', to);
      } catch {
        // Safari refuses more than 100 entries in 30 seconds: load the address instead.
        win.location.assign(to);
        return;
      }
    }
    action = kind;
    location = current();
    notify();
  };

  const onPop = () => {
    action = 'POP';
    location = current();
    const idx = entry()?.idx;
    index = typeof idx === 'number' ? idx : index;
    notify();
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => native.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPop);
      };
    },
  };
}

export type InitialEntry = string | (Partial<Path> & { state?: unknown; key?: string });

/** A history in memory (component tests): the entries given, and those pushed after. */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: InitialEntry[]; initialIndex?: number } = {}): History {
  const entries: Location[] = initialEntries.map((entry, position) => {
    const path = typeof entry === 'string' ? parsePath(entry) : entry;
    const state = typeof entry === 'string' ? null : (entry.state ?? null);
    const key = typeof entry === 'string' ? undefined : entry.key;
    return readLocation(path, { usr: state, key: key ?? (position === 0 ? 'default' : newKey()) });
  });
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: Action = 'POP';
  const listeners = new Set<(update: Update) => void>();
  const notify = () => listeners.forEach((listener) => listener({ action, location: entries[index]! }));
  const make = (to: string, state: unknown) => readLocation(parsePath(to), { usr: state, key: newKey() });
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      index += 1;
      entries.splice(index, entries.length, make(to, state));
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = make(to, state);
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
