import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { areaT } from '../../../testing/i18n';
import { emptyText, jobMoment, lastTryAt, stateLabel, taskLabel, taskName } from './job-text';

const en = await areaT('en', adminMessages);
const fr = await areaT('fr', adminMessages);

const job = { run_at: '2026-11-29T10:00:00.000Z', created_at: '2026-11-29T09:59:00.000Z', attempts: 2 };

describe('job words', () => {
  it('names the kinds the console knows, and shows the code of any other', () => {
    expect(taskName(en, 'mail:send')).toBe('Mail');
    expect(taskName(en, 'orders:expire-due')).toBe('Orders sweep');
    expect(taskName(en, 'delivery:announce')).toBe('Job board announcement');
    expect(taskName(en, 'payouts:send')).toBeNull();
    expect(taskLabel(en, 'payouts:send')).toBe('payouts:send');
    expect(taskLabel(fr, 'payment:check')).toBe('Vérification de paiement');
    // A key of another kind of message is not a kind's name.
    expect(taskName(en, 'constructor')).toBeNull();
  });

  it('words the states and their empty lists', () => {
    expect(stateLabel(en, 'retrying')).toBe('Retrying');
    expect(emptyText(en, 'failed')).toBe('No failed jobs');
    expect(emptyText(fr, 'scheduled')).toBe('Aucune tâche planifiée');
  });
});

describe('jobMoment', () => {
  it('shows when a job runs next, by its state', () => {
    expect(jobMoment({ ...job, state: 'retrying' })).toEqual({ label: 'jobs.nextTry', at: job.run_at });
    expect(jobMoment({ ...job, state: 'scheduled' })).toEqual({ label: 'jobs.runs', at: job.run_at });
    expect(jobMoment({ ...job, state: 'waiting' })).toEqual({ label: 'jobs.due', at: job.run_at });
    expect(jobMoment({ ...job, state: 'running' })).toEqual({ label: 'jobs.due', at: job.run_at });
  });

  it('works a failed job’s last try back from its backoff, never before it was made', () => {
    // Two tries: run_at moved on e² ≈ 7.39 s past the failure.
    expect(lastTryAt(job)).toBe('2026-11-29T09:59:52.611Z');
    expect(jobMoment({ ...job, state: 'failed' })).toEqual({ label: 'jobs.lastTry', at: '2026-11-29T09:59:52.611Z' });
    // Eight tries: e⁸ ≈ 49.7 min, which would be before the job existed.
    expect(lastTryAt({ ...job, attempts: 8 })).toBe(job.created_at);
  });
});
