import type { CpuSplit } from './cpu';

// What the mixed-load bench (mixed.ts) drives and what it answers: the mix of requests, the rows of
// its three parts, and the table `npm run bench -- --only=mixed` prints.

export const CONNECTIONS = 32;

/** What a visitor does, and how often (out of 100). */
export const MIX = [
  { kind: 'browse', weight: 40 },
  { kind: 'search', weight: 25 },
  { kind: 'open listing', weight: 25 },
  { kind: 'post listing', weight: 2 },
  { kind: 'chat send', weight: 8 },
] as const;
export type Kind = (typeof MIX)[number]['kind'];

export type MixedRow = {
  workers: number;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  byKind: Record<string, string>;
  cpu: CpuSplit;
};
export type SteadyWindow = {
  atS: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  rssMiB: number;
};
export type RateLimitResult = { workers: number; store: string; statuses: number[]; eleventh: number };

export function formatMixed(rows: MixedRow[], steady: SteadyWindow[], limit: RateLimitResult | null): string {
  const lines: string[] = [];
  if (rows.length > 0) {
    lines.push(`Mixed load on PostgreSQL (${MIX.map((entry) => `${entry.kind} ${entry.weight}%`).join(', ')}), ${CONNECTIONS} connections`);
    lines.push('  WORKERS   req/s   p50 ms   p99 ms   errors   non-2xx   api cpu   db cpu   client cpu   machine busy');
    for (const row of rows) {
      lines.push(
        `  ${String(row.workers).padStart(7)} ${String(row.rps).padStart(7)} ${String(row.p50Ms).padStart(8)} ${String(row.p99Ms).padStart(8)} ${String(row.errors).padStart(8)} ${String(row.non2xx).padStart(9)}` +
          ` ${String(row.cpu.apiMs).padStart(9)} ${String(row.cpu.databaseMs).padStart(8)} ${String(row.cpu.clientMs).padStart(12)} ${`${row.cpu.machineBusyPercent}%`.padStart(14)}`,
      );
    }
    lines.push("  (cpu: ms of CPU per request, all API processes together, PostgreSQL's backends, this load generator)");
  }
  if (steady.length > 0) {
    lines.push('Steady load, one process', '   at s   req/s   p50 ms   p99 ms   max ms   errors   non-2xx   RSS MiB');
    for (const w of steady)
      lines.push(
        `  ${String(w.atS).padStart(5)} ${String(w.rps).padStart(7)} ${String(w.p50Ms).padStart(8)} ${String(w.p99Ms).padStart(8)} ${String(w.maxMs).padStart(8)} ${String(w.errors).padStart(8)} ${String(w.non2xx).padStart(9)} ${String(w.rssMiB).padStart(9)}`,
      );
  }
  if (limit)
    lines.push(
      `Cross-process rate limit (2 processes, ${limit.store}): ${limit.statuses.join(' ')}: the 11th failed sign-in answered ${limit.eleventh}`,
    );
  return lines.join('\n');
}
