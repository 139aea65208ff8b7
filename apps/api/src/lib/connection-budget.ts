// WORKERS x DATABASE_POOL_SIZE connections against what PostgreSQL allows (issue 18): past
// max_connections, the last processes' requests fail with "sorry, too many clients already" under
// load, long after a start that looked fine. The cluster's primary says so when it starts.

/** Connections each process holds beyond its pool: the LISTEN/NOTIFY connection of the real-time fan-out. */
const EXTRA_PER_PROCESS = 1;
/** Left free for migrations, backups, an operator's psql and the load generator. */
const HEADROOM = 5;

export type ConnectionBudget = { workers: number; poolSize: number; maxConnections: number; reservedConnections: number };

/** The warning to print, or null when the processes fit. */
export function connectionBudgetWarning({ workers, poolSize, maxConnections, reservedConnections }: ConnectionBudget): string | null {
  const available = maxConnections - reservedConnections - HEADROOM;
  const wanted = workers * (poolSize + EXTRA_PER_PROCESS);
  if (wanted <= available) return null;
  const fits = Math.floor(available / workers) - EXTRA_PER_PROCESS;
  const advice =
    fits >= 1
      ? `set DATABASE_POOL_SIZE=${fits} or less, raise max_connections, or put PgBouncer in front`
      : 'use fewer WORKERS, raise max_connections, or put PgBouncer in front';
  return (
    `WORKERS=${workers} x (DATABASE_POOL_SIZE=${poolSize} + ${EXTRA_PER_PROCESS}) = ${wanted} PostgreSQL connections, ` +
    `but the server allows ${maxConnections} (${reservedConnections} reserved for superusers, ${HEADROOM} kept free): under load ` +
    `requests would fail with "too many clients". ${advice[0]!.toUpperCase()}${advice.slice(1)}.`
  );
}
