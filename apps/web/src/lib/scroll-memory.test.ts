import { describe, expect, it } from 'vitest';
import { keepScrollOnNextNavigation, readPositions, remember, takeKeepScroll, writePositions } from './scroll-memory';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('scroll memory', () => {
  it('keeps each entry its own position and reads back what it wrote', () => {
    const storage = memoryStorage();
    let positions = remember({}, 'a1b2c3d4', 812.6);
    positions = remember(positions, 'e5f6g7h8', 0);
    writePositions(positions, storage);
    expect(readPositions(storage)).toEqual({ a1b2c3d4: 813, e5f6g7h8: 0 });
  });

  it('forgets the oldest entries past a hundred, and a revisited entry becomes the newest', () => {
    let positions = {};
    for (let index = 0; index < 120; index += 1) positions = remember(positions, `k${index}`, index);
    expect(Object.keys(positions)).toHaveLength(100);
    expect(positions).not.toHaveProperty('k19');
    positions = remember(positions, 'k20', 5);
    positions = remember(positions, 'new', 1);
    expect(positions).toHaveProperty('k20', 5);
    expect(positions).not.toHaveProperty('k21');
  });

  it('reads nothing from junk, and drops values that are not numbers', () => {
    expect(readPositions(memoryStorage({ dwa_scroll_positions: 'not json' }))).toEqual({});
    expect(readPositions(memoryStorage({ dwa_scroll_positions: '[1,2]' }))).toEqual({});
    expect(readPositions(memoryStorage({ dwa_scroll_positions: '{"a":"12","b":40,"c":null}' }))).toEqual({ b: 40 });
    expect(readPositions(memoryStorage())).toEqual({});
  });

  it('a wish to keep the scroll is taken once', () => {
    expect(takeKeepScroll()).toBe(false);
    keepScrollOnNextNavigation();
    expect(takeKeepScroll()).toBe(true);
    expect(takeKeepScroll()).toBe(false);
  });
});
