import { sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dwa/db/client';

// A workaround for graphile-worker 0.17.3 (and its main branch; ADR 084), apart from the queue it
// serves (jobs.ts) so it can go when the library mends it. A runner that stops while its local queue
// is in WAITING mode (jobs held, every worker busy) cannot give back the jobs it holds: release()
// marks the queue RELEASED, then returnJobs() hands its UPDATE to background(), which throws "Cannot
// background something when the queue is already released" since nothing else runs in the
// background. The UPDATE is then sent but never awaited (the pool may close first, and a failure of
// it is an unhandled rejection), the queue's release fails, and the graceful shutdown turns into a
// forceful one with six error lines and the runner's own releasers skipped. So the held jobs are
// taken out of the queue at that very moment, which leaves graphile-worker nothing to return (its
// release then goes through cleanly), and given back here; `settled()` waits for that.

/** The events to hand to graphile-worker's `run`, and what the stop awaits before the database closes. */
export function giveBackOnRelease(deps: { database: Database; log: FastifyBaseLogger }) {
  let givingBack: Promise<void> = Promise.resolve();
  const events = new EventEmitter() as WorkerEvents;
  events.on('localQueue:setMode', ({ localQueue, oldMode, newMode }) => {
    if (oldMode !== 'WAITING' || newMode !== 'RELEASED') return;
    const held = localQueue.jobQueue.splice(0);
    if (held.length === 0) return;
    givingBack = giveBack(
      deps.database,
      localQueue.workerPool.id,
      held.map((job) => job.id),
    ).catch((error: unknown) =>
      deps.log.warn({ err: error, jobs: held.length }, 'could not give back the jobs of a stopping runner; the lease will'),
    );
  });
  return { events, settled: () => givingBack };
}

/**
 * Gives back jobs a runner's batch locked but never started, as graphile-worker's own returnJobs
 * does (its try not counted, its lock and its queue's lock dropped where this pool still holds
 * them), in one statement. A job another process has taken since is left alone.
 */
async function giveBack(database: Database, poolId: string, ids: readonly string[]): Promise<void> {
  await database.db.execute(
    sql`WITH given AS (
        UPDATE graphile_worker._private_jobs
        SET attempts = GREATEST(0, attempts - 1), locked_by = NULL, locked_at = NULL
        WHERE id = ANY(ARRAY[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::bigint[]) AND locked_by = ${poolId}
        RETURNING job_queue_id)
      UPDATE graphile_worker._private_job_queues AS queues SET locked_by = NULL, locked_at = NULL
      FROM given WHERE queues.id = given.job_queue_id AND queues.locked_by = ${poolId}`,
  );
}
