import { describe, expect, it } from 'vitest';
import { JOB_STATES } from '@dwa/shared/jobs';
import { paths } from '../../../config/paths';
import { JOB_STATE_ORDER, jobsSearch, readJobsFilters } from './jobs-filters';

describe('JOB_STATE_ORDER', () => {
  it('names every state the API has, once', () => {
    expect([...JOB_STATE_ORDER].sort()).toEqual([...JOB_STATES].sort());
  });
});

describe('readJobsFilters', () => {
  it('opens on the failed jobs of every kind', () => {
    expect(readJobsFilters(new URLSearchParams(''))).toEqual({ state: 'failed', task: '' });
  });

  it('keeps a known state and a kind the API accepts', () => {
    expect(readJobsFilters(new URLSearchParams('state=retrying&task=mail:send'))).toEqual({ state: 'retrying', task: 'mail:send' });
    expect(readJobsFilters(new URLSearchParams('state=scheduled&task=orders:expire-due'))).toEqual({
      state: 'scheduled',
      task: 'orders:expire-due',
    });
  });

  it('drops what the server would refuse', () => {
    expect(readJobsFilters(new URLSearchParams('state=done&task=Mail Send'))).toEqual({ state: 'failed', task: '' });
    expect(readJobsFilters(new URLSearchParams(`task=${'a'.repeat(61)}`)).task).toBe('');
  });
});

describe('jobsSearch', () => {
  it('leaves the default state and an empty kind out of the address', () => {
    expect(paths.adminJobs.getHref(jobsSearch({ state: 'failed', task: '' }))).toBe('/admin/jobs');
    expect(paths.adminJobs.getHref(jobsSearch({ state: 'waiting', task: 'payment:check' }))).toBe(
      '/admin/jobs?state=waiting&task=payment%3Acheck',
    );
  });
});
