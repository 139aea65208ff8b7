import { z } from 'zod';
import { coded } from './coded';

// The admin console's Jobs page (GET /api/v1/admin/jobs, retry and discard; ADR 056): the work
// that runs later (mail, payment checks, expiries, announcements, schedules), by kind and state.

export const JOB_STATES = ['waiting', 'scheduled', 'running', 'retrying', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_MESSAGES = {
  state: coded('jobs.state', `state must be one of: ${JOB_STATES.join(', ')}.`, { jobStates: JOB_STATES.join(', ') }),
  task: coded('jobs.task', 'task is a job kind such as mail:send.'),
  id: coded('jobs.id', 'Enter a valid job id.'),
  notFound: coded('jobs.not_found', 'Job not found'),
  running: coded('jobs.running', 'This job is running now. Try again once it has finished.'),
  notFailed: coded('jobs.not_failed', 'Only a failed job can be tried again or discarded.'),
  cursor: coded('admin.cursor', 'This page link is no longer valid. Start from the first page.'),
} as const;
const M = JOB_MESSAGES;

export const jobCountsSchema = z.object({
  task: z.string(),
  waiting: z.number().int().describe('due now, not yet taken'),
  scheduled: z.number().int().describe('due later'),
  running: z.number().int(),
  retrying: z.number().int().describe('failed at least once, to be tried again'),
  failed: z.number().int().describe('failed on its last try'),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

export const adminJobSchema = z.object({
  id: z.string().describe('a whole number, as text'),
  task: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  key: z.string().nullable().describe('the business key (mail:12, payment:4, order-expiry:7)'),
  run_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobsSchema = z.object({
  counts: z.array(jobCountsSchema),
  results: z.array(adminJobSchema).describe('newest first'),
  next_cursor: z.string().nullable(),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;

export const adminJobsQuerySchema = z.object({
  state: z.enum(JOB_STATES, { error: M.state }).default('failed'),
  task: z
    .string({ error: M.task })
    .max(60, M.task)
    .regex(/^[a-z][a-z0-9:_-]*$/, M.task)
    .optional(),
  cursor: z
    .string()
    .max(40)
    .regex(/^\d{1,18}$/, M.cursor)
    .optional(),
  limit: z
    .preprocess((value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(100))
    .default(25),
});
export type AdminJobsQuery = z.output<typeof adminJobsQuerySchema>;

export const jobParamsSchema = z.object({ id: z.string({ error: M.id }).regex(/^[1-9]\d{0,17}$/, M.id) });
