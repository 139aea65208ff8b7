// The pure part of the floor bench (issue 34, scripts/bench/floor.ts): medians of the runs, the
// page as served against its own HTML-and-CSS floor, the goal's verdicts and the printed table.

/** One Lighthouse run's figures (milliseconds). */
export type FloorSample = {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  mainThreadMs: number;
  performance: number;
  benchmarkIndex: number;
};

/** `baseline`: the same page as served by another build (what a change replaces), when one is given. */
export type FloorMode = 'floor' | 'served' | 'baseline';

export type FloorRatios = { fcp: number; lcp: number; mainThread: number; tti: number };
export type FloorVerdicts = { fcp: boolean; lcp: boolean; mainThread: boolean; tbt: boolean; tti: boolean };

export type FloorRow = {
  path: string;
  /** Medians of each figure over the runs of one mode; null when the page has no floor (rendered in the browser). */
  floor: FloorSample | null;
  served: FloorSample;
  /** The medians of the baseline build as served, and its verdicts against the same floor; null without one. */
  baseline: { sample: FloorSample; ratios: FloorRatios | null; verdicts: FloorVerdicts | null } | null;
  /** served / floor of each figure the goal compares; null without a floor. */
  ratios: FloorRatios | null;
  verdicts: FloorVerdicts | null;
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

function judge(served: FloorSample, floor: FloorSample): { ratios: FloorRatios; verdicts: FloorVerdicts } {
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
  return { ratios, verdicts };
}

/** A page's row: the medians of each mode, the ratios and whether each meets the goal. */
export function floorRow(path: string, samples: { floor: FloorSample[]; served: FloorSample[]; baseline?: FloorSample[] }): FloorRow {
  const served = medianSample(samples.served);
  const runs = samples.served.length;
  const floor = samples.floor.length > 0 ? medianSample(samples.floor) : null;
  const judged = floor ? judge(served, floor) : null;
  const baselineSample = samples.baseline && samples.baseline.length > 0 ? medianSample(samples.baseline) : null;
  const baselineJudged = baselineSample && floor ? judge(baselineSample, floor) : null;
  return {
    path,
    floor,
    served,
    baseline: baselineSample
      ? { sample: baselineSample, ratios: baselineJudged?.ratios ?? null, verdicts: baselineJudged?.verdicts ?? null }
      : null,
    ratios: judged?.ratios ?? null,
    verdicts: judged?.verdicts ?? null,
    runs,
  };
}

/** Whether a page meets every part of the goal (a page without a floor cannot be judged: false). */
export const meetsGoal = (row: FloorRow) => row.verdicts !== null && Object.values(row.verdicts).every(Boolean);

/** The order of the modes in run `round`: rotated, so none always goes first after a fresh browser. */
export function modeOrder(round: number, withBaseline = false): FloorMode[] {
  const modes: FloorMode[] = withBaseline ? ['floor', 'served', 'baseline'] : ['floor', 'served'];
  const shift = round % modes.length;
  return [...modes.slice(shift), ...modes.slice(0, shift)];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');

type Figure = {
  name: string;
  of: (sample: FloorSample) => number;
  ratio?: keyof FloorRatios;
  verdict?: keyof FloorVerdicts;
  show: (value: number) => string;
};

const FIGURES: Figure[] = [
  { name: 'FCP', of: (sample) => sample.fcpMs, ratio: 'fcp', verdict: 'fcp', show: seconds },
  { name: 'LCP', of: (sample) => sample.lcpMs, ratio: 'lcp', verdict: 'lcp', show: seconds },
  { name: 'TBT', of: (sample) => sample.tbtMs, verdict: 'tbt', show: (ms) => `${ms} ms` },
  { name: 'TTI', of: (sample) => sample.ttiMs, ratio: 'tti', verdict: 'tti', show: seconds },
  { name: 'main', of: (sample) => sample.mainThreadMs, ratio: 'mainThread', verdict: 'mainThread', show: seconds },
  { name: 'perf', of: (sample) => sample.performance, show: String },
];

/** One build's cells of a figure: its value, its ratio to the floor and the verdict. */
function cells(figure: Figure, sample: FloorSample, ratios: FloorRatios | null, verdicts: FloorVerdicts | null): string {
  const r = figure.ratio && ratios ? `${ratios[figure.ratio].toFixed(2)}x` : '';
  const verdict = figure.verdict && verdicts ? mark(verdicts[figure.verdict]) : '';
  return `${figure.show(figure.of(sample)).padStart(9)} ${r.padStart(6)} ${verdict.padEnd(4)}`;
}

/** The printed table: per page, floor and served side by side (and the baseline build), the ratio and the verdict of each figure. */
export function formatFloorTable(rows: FloorRow[], benchmarkIndex: number[]): string {
  const withBaseline = rows.some((row) => row.baseline);
  const lines = [
    `benchmarkIndex (Lighthouse's CPU score of this machine, per run): median ${Math.round(median(benchmarkIndex))}, ${Math.min(...benchmarkIndex)}-${Math.max(...benchmarkIndex)}`,
    `Goal: FCP and LCP <= ${FLOOR_GOAL.fcpRatio}x floor, main-thread work <= ${FLOOR_GOAL.mainThreadRatio}x, TBT <= ${FLOOR_GOAL.tbtMs} ms, TTI <= ${FLOOR_GOAL.ttiRatio}x (medians of ${rows[0]?.runs ?? 0})`,
    `${'page'.padEnd(22)} ${'figure'.padEnd(6)} ${'floor'.padStart(9)} ${'served'.padStart(9)} ${'ratio'.padStart(6)} ok?${withBaseline ? `  ${'baseline'.padStart(9)} ${'ratio'.padStart(6)} ok?` : ''}`,
  ];
  for (const row of rows) {
    FIGURES.forEach((figure, index) => {
      const page = index === 0 ? row.path : index === 1 && !row.floor ? '(browser-rendered: no floor)' : '';
      const floor = row.floor ? figure.show(figure.of(row.floor)) : '-';
      const baseline = row.baseline ? `  ${cells(figure, row.baseline.sample, row.baseline.ratios, row.baseline.verdicts)}` : '';
      lines.push(
        `${page.padEnd(22)} ${figure.name.padEnd(6)} ${floor.padStart(9)} ${cells(figure, row.served, row.ratios, row.verdicts)}${baseline}`.trimEnd(),
      );
    });
  }
  return lines.join('\n');
}
