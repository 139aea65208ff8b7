// Working through a queue from the keyboard: j/k or the arrow keys move between items, Home and End
// jump, and single letters act on the item that has focus. Keys typed into a field, or pressed with
// Ctrl, Alt or Meta, are left alone.

export type QueueMove = 'next' | 'previous' | 'first' | 'last';

type KeyLike = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null };

const MOVES: Record<string, QueueMove> = { j: 'next', ArrowDown: 'next', k: 'previous', ArrowUp: 'previous', Home: 'first', End: 'last' };

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** What a key press asks of the queue: a move, one of `actions` (keyed by letter), or nothing. */
export function queueCommand<A extends string>(
  event: KeyLike,
  actions: Readonly<Record<string, A>>,
): { move: QueueMove } | { action: A } | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  const move = MOVES[event.key];
  if (move) return { move };
  const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  return action ? { action } : null;
}

/** The index a move lands on, kept inside the queue (no wrapping: the ends are felt). */
export function movedIndex(current: number, count: number, move: QueueMove): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const target = { next: current + 1, previous: current - 1, first: 0, last }[move];
  return Math.min(Math.max(target, 0), last);
}

/** Where focus goes once the item at `removedIndex` left: the item that took its place, else the new last one (-1: none left). */
export function indexAfterRemoval(removedIndex: number, countAfter: number): number {
  if (countAfter <= 0) return -1;
  return Math.min(Math.max(removedIndex, 0), countAfter - 1);
}
