// The pure part of the floor bench (issue 34, scripts/bench/floor.ts): medians of the runs, the
// page as served against its own HTML-and-CSS floor, the goal's verdicts and the printed table.

/** One Lighthouse run's figures (milliseconds). */
export type FloorSample = { fcpMs: number; lcpMs: number; tbtMs: number; ttiMs: number; mainThreadMs: number; performance: number; benchmarkIndex: number };

export type FloorMode = 'floor' | 'served';

export type FloorRow = {
  path: string;
  /** Medians of each figure over the runs of one mode; null when the page has no floor (rendered in the browser). */
  floor: FloorSample | null;
  served: FloorSample;
  /** served / floor of each figure the goal compares; null without a floor. */
  ratios: { fcp: number; lcp: number; mainThread: number; tti: number } | null;
  verdicts: { fcp: boolean; lcp: boolean; mainThread: boolean; tbt: boolean; tti: boolean } | null;
  runs: number;
};

/** Issue 34's goal, measured against the page's own floor in the same run. */
export const FLOOR_GOAL = { fcpRatio: 1.15, lcpRatio: 1.15, mainThreadRatio: 1.6, tbtMs: 200, ttiRatio: 1.5 } as const;

/** The median; the mean of the two middle values for an even count, 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianSample(samples: FloorSample[]): FloorSample {
  const of = (key: keyof FloorSample) => Math.round(median(samples.map((sample) => sample[key])));
  return {
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    ttiMs: of('ttiMs'),
    mainThreadMs: of('mainThreadMs'),
    performance: of('performance'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

const ratio = (served: number, floor: number) => (floor > 0 ? Math.round((served / floor) * 100) / 100 : Number.POSITIVE_INFINITY);

/** A page's row: the medians of each mode, the ratios and whether each meets the goal. */
export function floorRow(path: string, samples: { floor: FloorSample[]; served: FloorSample[] }): FloorRow {
  const served = medianSample(samples.served);
  const runs = samples.served.length;
  if (samples.floor.length === 0) return { path, floor: null, served, ratios: null, verdicts: null, runs };
  const floor = medianSample(samples.floor);
  const ratios = {
    fcp: ratio(served.fcpMs, floor.fcpMs),
    lcp: ratio(served.lcpMs, floor.lcpMs),
    mainThread: ratio(served.mainThreadMs, floor.mainThreadMs),
    tti: ratio(served.ttiMs, floor.ttiMs),
  };
  const verdicts = {
    fcp: ratios.fcp <= FLOOR_GOAL.fcpRatio,
    lcp: ratios.lcp <= FLOOR_GOAL.lcpRatio,
    mainThread: ratios.mainThread <= FLOOR_GOAL.mainThreadRatio,
    tbt: served.tbtMs <= FLOOR_GOAL.tbtMs,
    tti: ratios.tti <= FLOOR_GOAL.ttiRatio,
  };
  return { path, floor, served, ratios, verdicts, runs };
}

/** Whether a page meets every part of the goal (a page without a floor cannot be judged: false). */
export const meetsGoal = (row: FloorRow) => row.verdicts !== null && Object.values(row.verdicts).every(Boolean);

/** The order of the modes in run `round`: alternated, so neither always goes first after a fresh browser. */
export const modeOrder = (round: number): FloorMode[] => (round % 2 === 0 ? ['floor', 'served'] : ['served', 'floor']);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');

/** The printed table: per page, floor and served side by side, the ratio and the verdict of each figure. */
export function formatFloorTable(rows: FloorRow[], benchmarkIndex: number[]): string {
  const lines = [
    `benchmarkIndex (Lighthouse's CPU score of this machine, per run): median ${Math.round(median(benchmarkIndex))}, ${Math.min(...benchmarkIndex)}-${Math.max(...benchmarkIndex)}`,
    `Goal: FCP and LCP <= ${FLOOR_GOAL.fcpRatio}x floor, main-thread work <= ${FLOOR_GOAL.mainThreadRatio}x, TBT <= ${FLOOR_GOAL.tbtMs} ms, TTI <= ${FLOOR_GOAL.ttiRatio}x (medians of ${rows[0]?.runs ?? 0})`,
    `${'page'.padEnd(22)} ${'figure'.padEnd(8)} ${'floor'.padStart(9)} ${'served'.padStart(9)} ${'ratio'.padStart(6)}  verdict`,
  ];
  for (const row of rows) {
    const figures: [string, number, number | undefined, number | undefined, boolean | undefined, (ms: number) => string][] = [
      ['FCP', row.served.fcpMs, row.floor?.fcpMs, row.ratios?.fcp, row.verdicts?.fcp, seconds],
      ['LCP', row.served.lcpMs, row.floor?.lcpMs, row.ratios?.lcp, row.verdicts?.lcp, seconds],
      ['TBT', row.served.tbtMs, row.floor?.tbtMs, undefined, row.verdicts?.tbt, (ms) => `${ms} ms`],
      ['TTI', row.served.ttiMs, row.floor?.ttiMs, row.ratios?.tti, row.verdicts?.tti, seconds],
      ['main', row.served.mainThreadMs, row.floor?.mainThreadMs, row.ratios?.mainThread, row.verdicts?.mainThread, seconds],
      ['perf', row.served.performance, row.floor?.performance, undefined, undefined, String],
    ];
    figures.forEach(([name, served, floor, r, ok, show], index) => {
      const page = index === 0 ? row.path : index === 1 && !row.floor ? '(browser-rendered: no floor)' : '';
      const verdict = ok === undefined ? '' : mark(ok);
      lines.push(
        `${page.padEnd(22)} ${name.padEnd(8)} ${(floor === undefined ? '-' : show(floor)).padStart(9)} ${show(served).padStart(9)} ${(r === undefined ? '' : `${r.toFixed(2)}x`).padStart(6)}  ${verdict}`,
      );
    });
  }
  return lines.join('\n');
}
