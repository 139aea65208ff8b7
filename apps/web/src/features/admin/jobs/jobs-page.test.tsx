import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminJob, JobCounts, JobState } from '@dwa/shared/jobs';
import { JOB_MESSAGES } from '@dwa/shared/jobs';
import { useLocation } from '../../../lib/router';
import { notify } from '../../../lib/toast';
import { serveApi } from '../../../testing/fake-api';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { JOBS_PAGE_SIZE } from './get-jobs';
import { JobsPage } from './jobs-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest({ signedIn: true });

const aJob = (id: number, state: JobState, task = 'mail:send', fields: Partial<AdminJob> = {}): AdminJob => ({
  id: String(id),
  task,
  state,
  attempts: state === 'failed' ? 2 : 0,
  max_attempts: 2,
  last_error: state === 'failed' ? `421 The mail server for ama${id}@example.com is not answering (sandbox outage).` : null,
  key: `mail:${id}`,
  run_at: '2026-11-29T10:00:07.389Z',
  created_at: '2026-11-29T09:59:00.000Z',
  updated_at: '2026-11-29T09:59:00.000Z',
  ...fields,
});

const KINDS = ['delivery:announce', 'mail:send', 'payouts:send'];

/** The counts the server would answer for these jobs (every kind it knows, in code order). */
function countsOf(jobs: AdminJob[]): JobCounts[] {
  return KINDS.map((task) => {
    const row: JobCounts = { task, waiting: 0, scheduled: 0, running: 0, retrying: 0, failed: 0 };
    for (const job of jobs) if (job.task === task) row[job.state] += 1;
    return row;
  });
}

type Refusal = { status: number; detail: string };

/** The jobs API over a list of jobs, newest (highest id) first, paged with the last id as the cursor. */
function serve(initial: AdminJob[], { refuse }: { refuse?: Refusal } = {}) {
  let jobs = initial;
  const sent = serveApi(fetchMock, ({ method, path, query }) => {
    if (method === 'GET' && path.startsWith('/api/v1/admin/jobs?')) {
      const limit = Number(query.get('limit'));
      const cursor = query.get('cursor');
      const matching = jobs
        .filter((job) => job.state === (query.get('state') ?? 'failed') && (!query.get('task') || job.task === query.get('task')))
        .filter((job) => !cursor || Number(job.id) < Number(cursor))
        .sort((a, b) => Number(b.id) - Number(a.id));
      const page = matching.slice(0, limit);
      return jsonResponse({
        counts: countsOf(jobs),
        results: page,
        next_cursor: matching.length > limit ? (page.at(-1)?.id ?? null) : null,
      });
    }
    const action = /^\/api\/v1\/admin\/jobs\/(\d+)\/(retry|discard)$/.exec(path);
    if (action && method === 'POST') {
      if (refuse) return jsonResponse({ detail: refuse.detail }, refuse.status);
      const job = jobs.find((item) => item.id === action[1])!;
      if (action[2] === 'discard') {
        jobs = jobs.filter((item) => item !== job);
        return new Response(null, { status: 204 });
      }
      const retried = { ...job, state: 'waiting' as const, max_attempts: job.attempts + 1 };
      jobs = jobs.map((item) => (item === job ? retried : item));
      return jsonResponse(retried);
    }
    return undefined;
  });
  /** The actions sent, as `retry 41`. */
  const actions = () => sent.map(({ path }) => path.split('/').slice(-2).reverse().join(' '));
  return { actions, jobs: () => jobs };
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(entry = '/admin/jobs') {
  renderScreen(
    <>
      <JobsPage />
      <Address />
    </>,
    { entry },
  );
}

const gets = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([url]) => String(url));
const address = () => screen.getByLabelText('address').textContent;
const counts = () => screen.getByRole('region', { name: 'By kind and state' });
const row = (kind: RegExp) => within(counts()).getByRole('row', { name: kind });

afterEach(() => {
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.error).mockReset();
});

describe('the Jobs page', () => {
  it('opens on the failed jobs, with the counts by kind and state', async () => {
    serve([
      aJob(41, 'failed'),
      aJob(40, 'failed', 'payouts:send', { key: null, last_error: null }),
      aJob(39, 'retrying'),
      aJob(38, 'waiting', 'delivery:announce'),
    ]);
    renderPage();
    const job = await screen.findByRole('article', { name: 'Mail · job #41' });
    expect(gets()[0]).toBe(`/api/v1/admin/jobs?state=failed&limit=${JOBS_PAGE_SIZE}`);

    // Kinds as rows (their name beside their code; an unknown kind by its code), states as columns.
    expect(
      within(counts())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kind', 'Failed', 'Retrying', 'Running', 'Waiting', 'Scheduled']);
    expect(
      within(row(/^Mail/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '0', '0', '0']);
    expect(within(row(/^Job board announcement/)).getByRole('rowheader').textContent).toBe('Job board announcementdelivery:announce');
    expect(within(row(/^payouts:send/)).getByRole('rowheader').textContent).toBe('payouts:send');
    // A count links to those jobs.
    expect(within(counts()).getByRole('link', { name: 'Mail, Retrying: 1' }).getAttribute('href')).toBe(
      '/admin/jobs?state=retrying&task=mail%3Asend',
    );

    // Failed is the state shown; the list has that state's jobs, newest first.
    expect(screen.getByRole('link', { name: 'Failed' }).getAttribute('aria-current')).toBe('page');
    const list = screen.getByRole('list', { name: 'Jobs in this state' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(['job-41-title', 'job-40-title']);
    expect(within(job).getByText('mail:41')).toBeTruthy();
    expect(within(job).getByText('2 of 2')).toBeTruthy();
    expect(within(job).getByText('Last try')).toBeTruthy();
    expect(within(job).getByText(/ama41@example.com is not answering/)).toBeTruthy();
    expect(within(job).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(job).getByRole('button', { name: 'Discard' })).toBeTruthy();
    const unknown = screen.getByRole('article', { name: 'payouts:send · job #40' });
    expect(within(unknown).getAllByText('None')).toHaveLength(2);
  });

  it('tries a failed job again: a toast, and the list and counts are asked again', async () => {
    const api = serve([aJob(41, 'failed'), aJob(40, 'failed')]);
    renderPage();
    const job = await screen.findByRole('article', { name: 'Mail · job #41' });
    fireEvent.click(within(job).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mail · job #41' })).toBeNull());
    expect(api.actions()).toEqual(['retry 41']);
    expect(notify.success).toHaveBeenCalledWith('Job #41 will be tried again now.');
    expect(
      within(row(/^Mail/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '0', '1', '0']);
    expect(screen.getByRole('article', { name: 'Mail · job #40' })).toBeTruthy();
  });

  it('discards a failed job only once the admin confirms', async () => {
    const api = serve([aJob(41, 'failed')]);
    renderPage();
    const job = await screen.findByRole('article', { name: 'Mail · job #41' });
    fireEvent.click(within(job).getByRole('button', { name: 'Discard' }));
    let dialog = screen.getByRole('dialog', { name: 'Discard job #41?' });
    expect(within(dialog).getByText('The Mail job is removed for good: it will not run again. Nothing else changes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.actions()).toEqual([]);

    fireEvent.click(within(job).getByRole('button', { name: 'Discard' }));
    dialog = screen.getByRole('dialog', { name: 'Discard job #41?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    expect(api.actions()).toEqual(['discard 41']);
    expect(notify.success).toHaveBeenCalledWith('Job #41 discarded.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(row(/^Mail/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '0', '0']);
  });

  it("shows the server's refusal, and asks for the list again", async () => {
    const api = serve([aJob(41, 'failed')], { refuse: { status: 409, detail: JOB_MESSAGES.running } });
    renderPage();
    const job = await screen.findByRole('article', { name: 'Mail · job #41' });
    const before = gets().length;
    fireEvent.click(within(job).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This job is running now. Try again once it has finished.'));
    await waitFor(() => expect(gets().length).toBeGreaterThan(before));
    expect(notify.success).not.toHaveBeenCalled();

    fireEvent.click(within(job).getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2));
    expect(api.actions()).toEqual(['retry 41', 'discard 41']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the state and the kind in the address', async () => {
    serve([aJob(41, 'failed'), aJob(39, 'retrying'), aJob(38, 'retrying', 'delivery:announce')]);
    renderPage('/admin/jobs?state=retrying&task=mail:send');
    const job = await screen.findByRole('article', { name: 'Mail · job #39' });
    expect(gets()[0]).toBe(`/api/v1/admin/jobs?state=retrying&limit=${JOBS_PAGE_SIZE}&task=mail%3Asend`);
    expect(screen.getByRole('link', { name: 'Retrying' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('mail:send');
    expect(within(job).getByText('Next try')).toBeTruthy();
    // Only a failed job can be tried again or discarded.
    expect(within(job).queryByRole('button')).toBeNull();

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: '' } });
    expect(address()).toBe('/admin/jobs?state=retrying');
    expect(await screen.findByRole('article', { name: 'Job board announcement · job #38' })).toBeTruthy();

    // While another state loads, its list shows as loading and the counts stay on screen.
    const answer = fetchMock.getMockImplementation()!;
    let release = () => undefined as void;
    fetchMock.mockImplementation((url, init) =>
      String(url).includes('state=scheduled') ? new Promise((resolve) => (release = () => resolve(answer(url, init)))) : answer(url, init),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Scheduled' }));
    expect(address()).toBe('/admin/jobs?state=scheduled');
    expect(await screen.findByRole('status', { name: 'Loading the jobs...' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      within(row(/^Mail/))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '0', '0', '0']);
    release();
    expect(await screen.findByText('No scheduled jobs')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Failed' }));
    expect(address()).toBe('/admin/jobs');
    expect(await screen.findByRole('article', { name: 'Mail · job #41' })).toBeTruthy();
  });

  it('loads the next page with its cursor', async () => {
    serve(Array.from({ length: JOBS_PAGE_SIZE + 2 }, (_, index) => aJob(100 - index, 'failed')));
    renderPage();
    await screen.findByRole('article', { name: 'Mail · job #100' });
    const list = () => screen.getByRole('list', { name: 'Jobs in this state' });
    expect(within(list()).getAllByRole('article')).toHaveLength(JOBS_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: `Mail · job #${100 - JOBS_PAGE_SIZE - 1}` });
    expect(gets().at(-1)).toBe(`/api/v1/admin/jobs?state=failed&limit=${JOBS_PAGE_SIZE}&cursor=${100 - JOBS_PAGE_SIZE + 1}`);
    expect(within(list()).getAllByRole('article')).toHaveLength(JOBS_PAGE_SIZE + 2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when the jobs could not be loaded, and tries again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Internal Server Error' }, 500));
    renderPage();
    expect(await screen.findByText('Could not load the jobs.')).toBeTruthy();
    serve([aJob(41, 'failed')]);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Mail · job #41' })).toBeTruthy();
  });
});
