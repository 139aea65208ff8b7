import { describe, expect, it } from 'vitest';
import { keyThisHistoryEntry, keyedEntryState, newEntryKey } from './history-entry';

describe('history entry keys', () => {
  it('gives an entry the browser made (no state) a key of its own, at index 0', () => {
    expect(keyedEntryState(null, 'abcd1234')).toEqual({ usr: null, key: 'abcd1234', idx: 0 });
  });

  it("replaces the router's shared 'default' key and keeps the entry's data and index", () => {
    expect(keyedEntryState({ usr: { from: '/cart' }, key: 'default', idx: 3 }, 'k')).toEqual({ usr: { from: '/cart' }, key: 'k', idx: 3 });
  });

  it('leaves an entry that has its key alone, so a reload or a return restores its position', () => {
    expect(keyedEntryState({ usr: null, key: 'x1y2z3w4', idx: 2 }, 'new')).toBeNull();
  });

  it('makes different keys for different entries', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newEntryKey()));
    expect(keys.size).toBe(50);
    expect(newEntryKey(() => 0.5)).toMatch(/^[0-9a-z]{8}$/);
  });

  it('writes the key into the entry once', () => {
    const calls: unknown[] = [];
    const history = {
      state: null as unknown,
      replaceState(state: unknown) {
        calls.push(state);
        this.state = state;
      },
    };
    keyThisHistoryEntry(history);
    keyThisHistoryEntry(history);
    expect(calls).toHaveLength(1);
    expect((history.state as { key: string }).key).toMatch(/^[0-9a-z]{8}$/);
  });
});
