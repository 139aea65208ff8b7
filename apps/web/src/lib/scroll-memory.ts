// Where each page was scrolled, by its history entry's key (lib/history-entry.ts gives every entry
// its own), kept in sessionStorage so a reload or a return from another site finds it again. And
// the one-shot wish of a navigation that changes the page in place (a filter, a category chip) to
// keep the scroll where it is instead of starting the new address at the top.

const STORAGE_KEY = 'dwa_scroll_positions';
/** Entries remembered at most; the oldest go first. */
const LIMIT = 100;

export type ScrollPositions = Record<string, number>;

export function readPositions(storage: Pick<Storage, 'getItem'> = sessionStorage): ScrollPositions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

/** Records `y` for `key` as the newest entry, dropping the oldest past LIMIT. */
export function remember(positions: ScrollPositions, key: string, y: number): ScrollPositions {
  const { [key]: _previous, ...rest } = positions;
  const entries = Object.entries(rest);
  return Object.fromEntries([...entries.slice(Math.max(0, entries.length - LIMIT + 1)), [key, Math.round(y)]]);
}

export function writePositions(positions: ScrollPositions, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): positions live for this page only.
  }
}

let keepNext = false;

/** The next navigation keeps the scroll position (call right before navigating). */
export function keepScrollOnNextNavigation(): void {
  keepNext = true;
}

/** Whether the navigation being shown asked to keep the scroll; asks once. */
export function takeKeepScroll(): boolean {
  const keep = keepNext;
  keepNext = false;
  return keep;
}
