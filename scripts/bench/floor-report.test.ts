import { describe, expect, it } from 'vitest';
import { floorRow, formatFloorTable, median, meetsGoal, modeOrder, type FloorSample } from './floor-report';

const sample = (overrides: Partial<FloorSample>): FloorSample => ({
  fcpMs: 1000,
  lcpMs: 1200,
  tbtMs: 100,
  ttiMs: 2000,
  mainThreadMs: 2000,
  performance: 95,
  benchmarkIndex: 1500,
  ...overrides,
});

describe('the floor bench (issue 34)', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, 0 for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it('compares the medians of the page as served with the medians of its floor', () => {
    const row = floorRow('/classifieds', {
      floor: [sample({ fcpMs: 1100 }), sample({ fcpMs: 1000 }), sample({ fcpMs: 5000 })],
      served: [sample({ fcpMs: 2200, lcpMs: 2400 }), sample({ fcpMs: 2300, lcpMs: 2500 }), sample({ fcpMs: 2250, lcpMs: 2600 })],
    });
    expect(row.floor?.fcpMs).toBe(1100);
    expect(row.served.fcpMs).toBe(2250);
    expect(row.ratios).toEqual({ fcp: 2.05, lcp: 2.08, mainThread: 1, tti: 1 });
    expect(row.verdicts).toEqual({ fcp: false, lcp: false, mainThread: true, tbt: true, tti: true });
    expect(meetsGoal(row)).toBe(false);
  });

  it('judges each part of the goal at its bound: 15% on paints, 1.6x main thread, 200 ms TBT, 1.5x TTI', () => {
    const floor = [sample({})];
    const atBounds = floorRow('/', { floor, served: [sample({ fcpMs: 1150, lcpMs: 1380, mainThreadMs: 3200, tbtMs: 200, ttiMs: 3000 })] });
    expect(atBounds.verdicts).toEqual({ fcp: true, lcp: true, mainThread: true, tbt: true, tti: true });
    expect(meetsGoal(atBounds)).toBe(true);
    const past = floorRow('/', { floor, served: [sample({ fcpMs: 1160, lcpMs: 1390, mainThreadMs: 3300, tbtMs: 201, ttiMs: 3100 })] });
    expect(past.verdicts).toEqual({ fcp: false, lcp: false, mainThread: false, tbt: false, tti: false });
  });

  it('a page rendered in the browser has no floor: figures as served, no ratio, no verdict', () => {
    const row = floorRow('/ecommerce', { floor: [], served: [sample({ tbtMs: 50 })] });
    expect(row.floor).toBeNull();
    expect(row.ratios).toBeNull();
    expect(meetsGoal(row)).toBe(false);
    expect(formatFloorTable([row], [1500])).toContain('(browser-rendered: no floor)');
  });

  it('rotates which mode runs first in each round', () => {
    expect(modeOrder(0)).toEqual(['floor', 'served']);
    expect(modeOrder(1)).toEqual(['served', 'floor']);
    expect(modeOrder(2)).toEqual(['floor', 'served']);
    expect(modeOrder(1, true)).toEqual(['served', 'baseline', 'floor']);
    expect(modeOrder(2, true)).toEqual(['baseline', 'floor', 'served']);
  });

  it('judges a baseline build against the same floor, side by side', () => {
    const row = floorRow('/classifieds', {
      floor: [sample({})],
      served: [sample({ fcpMs: 1100 })],
      baseline: [sample({ fcpMs: 2000 }), sample({ fcpMs: 2200 }), sample({ fcpMs: 2100 })],
    });
    expect(row.baseline?.sample.fcpMs).toBe(2100);
    expect(row.baseline?.ratios?.fcp).toBe(2.1);
    expect(row.baseline?.verdicts?.fcp).toBe(false);
    expect(row.verdicts?.fcp).toBe(true);
    expect(formatFloorTable([row], [1500])).toMatch(/FCP\s+1\.00 s\s+1\.10 s\s+1\.10x ok\s+2\.10 s\s+2\.10x MISS/);
  });

  it('prints the benchmarkIndex and each figure with its ratio and verdict', () => {
    const row = floorRow('/listing/1', { floor: [sample({})], served: [sample({ fcpMs: 2000, tbtMs: 700 })] });
    const table = formatFloorTable([row], [1200, 1800, 1500]);
    expect(table).toContain('median 1500, 1200-1800');
    expect(table).toMatch(/\/listing\/1\s+FCP\s+1\.00 s\s+2\.00 s\s+2\.00x MISS/);
    expect(table).toMatch(/TBT\s+100 ms\s+700 ms\s+MISS/);
    expect(table).not.toContain('baseline');
  });
});
