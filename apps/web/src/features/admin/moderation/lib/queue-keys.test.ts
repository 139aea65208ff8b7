import { describe, expect, it } from 'vitest';
import { indexAfterRemoval, movedIndex, queueCommand } from './queue-keys';

const press = (key: string, more: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: document.body,
  ...more,
});
const actions = { a: 'approve', r: 'reject' } as const;

describe('queueCommand', () => {
  it('reads j, k, the arrows, Home and End as moves', () => {
    expect(queueCommand(press('j'), actions)).toEqual({ move: 'next' });
    expect(queueCommand(press('ArrowDown'), actions)).toEqual({ move: 'next' });
    expect(queueCommand(press('k'), actions)).toEqual({ move: 'previous' });
    expect(queueCommand(press('ArrowUp'), actions)).toEqual({ move: 'previous' });
    expect(queueCommand(press('Home'), actions)).toEqual({ move: 'first' });
    expect(queueCommand(press('End'), actions)).toEqual({ move: 'last' });
  });

  it('reads the given letters as actions, in either case, and nothing else', () => {
    expect(queueCommand(press('a'), actions)).toEqual({ action: 'approve' });
    expect(queueCommand(press('R'), actions)).toEqual({ action: 'reject' });
    expect(queueCommand(press('x'), actions)).toBeNull();
    expect(queueCommand(press('Enter'), actions)).toBeNull();
  });

  it('leaves keys alone with a modifier or while typing in a field', () => {
    expect(queueCommand(press('a', { ctrlKey: true }), actions)).toBeNull();
    expect(queueCommand(press('j', { metaKey: true }), actions)).toBeNull();
    expect(queueCommand(press('k', { altKey: true }), actions)).toBeNull();
    const textarea = document.createElement('textarea');
    expect(queueCommand(press('a', { target: textarea }), actions)).toBeNull();
    expect(queueCommand(press('j', { target: document.createElement('input') }), actions)).toBeNull();
    expect(queueCommand(press('a', { target: document.createElement('button') }), actions)).toEqual({ action: 'approve' });
  });
});

describe('movedIndex', () => {
  it('moves one step and stops at the ends', () => {
    expect(movedIndex(0, 3, 'next')).toBe(1);
    expect(movedIndex(2, 3, 'next')).toBe(2);
    expect(movedIndex(1, 3, 'previous')).toBe(0);
    expect(movedIndex(0, 3, 'previous')).toBe(0);
    expect(movedIndex(1, 3, 'first')).toBe(0);
    expect(movedIndex(0, 3, 'last')).toBe(2);
    expect(movedIndex(0, 0, 'next')).toBe(-1);
  });
});

describe('indexAfterRemoval', () => {
  it('lands on the item that took the place, the new last one, or none', () => {
    expect(indexAfterRemoval(1, 3)).toBe(1);
    expect(indexAfterRemoval(3, 3)).toBe(2);
    expect(indexAfterRemoval(0, 0)).toBe(-1);
  });
});
