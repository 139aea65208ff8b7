import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

// Where a bench's CPU went, from /proc: the API processes, PostgreSQL's backends of the bench
// database, the load generator (this process) and the machine as a whole. On a machine shared with
// other work, throughput and latency move with the neighbours; CPU per request much less.

const TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) a process has used so far (0 where there is none). */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (a cluster primary's workers). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** PostgreSQL's backends serving the database at `url` (the servers' pools), other than this one. */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** The machine's CPU time so far, busy and in all, over every core (ms). */
function machineMs(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: ((total - idle) * 1000) / TICKS_PER_SECOND, total: (total * 1000) / TICKS_PER_SECOND };
}

export type CpuSplit = {
  /** ms of CPU per request: the API processes, PostgreSQL's backends, the load generator. */
  apiMs: number;
  databaseMs: number;
  clientMs: number;
  /** How busy the whole machine was meanwhile (100 = every core). */
  machineBusyPercent: number;
};

/** Starts counting: `finish(requests)` answers the CPU each part used per request since. */
export function countCpu(apiPids: number[], databasePids: number[]) {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuMsOf(pid), 0);
  const api = sum(apiPids);
  const database = sum(databasePids);
  const client = process.cpuUsage();
  const machine = machineMs();
  return {
    finish(requests: number): CpuSplit {
      const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
      const used = process.cpuUsage(client);
      const now = machineMs();
      return {
        apiMs: per(sum(apiPids) - api),
        databaseMs: per(sum(databasePids) - database),
        clientMs: per((used.user + used.system) / 1000),
        machineBusyPercent: Math.round(((now.busy - machine.busy) / Math.max(1, now.total - machine.total)) * 100),
      };
    },
  };
}
