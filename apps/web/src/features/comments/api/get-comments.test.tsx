import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../../../testing/json-response';
import type { CommentsPage } from '../types';
import { useComments } from './get-comments';

// The thread starts from the first page the listing read carried. The shared page's read (rendered
// for everyone, seconds old) is replaced by the signed-in person's own: the thread must not keep the
// older page it started from (a reply posted meanwhile stayed hidden for a minute).

const fetchMock = vi.fn<typeof fetch>();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const comment = (id: number, content: string) => ({
  id,
  content,
  created_at: '2026-11-29T10:00:00.000Z',
  likes: 0,
  has_liked: false,
  is_deleted: false,
  user: { user_id: 2, first_name: 'Ama', last_name: 'Owusu', profile_picture: null },
  replies: [],
});
const page = (...contents: string[]): CommentsPage =>
  ({
    results: contents.map((content, index) => comment(index + 1, content)),
    total: contents.length,
    next_cursor: null,
  }) as unknown as CommentsPage;

function Thread({ first }: { first: CommentsPage }) {
  const query = useComments(7, first);
  return (
    <ul>
      {query.data?.pages
        .flatMap((p) => p.results)
        .map((c) => (
          <li key={c.id}>{c.content}</li>
        ))}
    </ul>
  );
}

/**
 * The server's thread has the seller's reply; in the browser, an answer is fresh for a minute, as in
 * the app's own query client (features do not import the app layer).
 */
function serverWithReply() {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(page('Is it available?', 'Yes, come to Osu.')));
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}

/** Renders (and re-renders) inside `client`: testing-library keeps the wrapper across rerenders. */
const inClient = (client: QueryClient) => ({
  wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
});

describe('useComments', () => {
  it('starts from the listing read without asking, and asks again when a newer read replaces it', async () => {
    const client = serverWithReply();
    const shared = page('Is it available?');
    const { rerender } = render(<Thread first={shared} />, inClient(client));
    expect(screen.getByText('Is it available?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // The same read rendered again: nothing asked.
    rerender(<Thread first={{ ...shared }} />);
    expect(fetchMock).not.toHaveBeenCalled();
    // The signed-in read arrives with another first page: the thread asks and shows the reply.
    rerender(<Thread first={page('Is it available?', 'Yes')} />);
    expect(await screen.findByText('Yes, come to Osu.')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/classifieds/7/comments?limit=50');
  });

  it('asks again when a render thrown away had started the thread from an older read (engagement.spec, under load)', async () => {
    const client = serverWithReply();
    // A render over the server's older copy that React throws away (something in it suspended):
    // TanStack has already made the thread's query, with that copy's first page as its data.
    function Discarded(): null {
      useComments(7, page('Is it available?'));
      throw new Promise<never>(() => undefined);
    }
    const { unmount } = render(
      <Suspense fallback={null}>
        <Discarded />
      </Suspense>,
      inClient(client),
    );
    unmount();
    expect(fetchMock).not.toHaveBeenCalled();
    // The thread mounts once the signed-in person's newer read is in: it must not keep the older page.
    render(<Thread first={page('Is it available?', 'Yes, come to Osu.')} />, inClient(client));
    expect(await screen.findByText('Yes, come to Osu.')).toBeTruthy();
    // Asked once, then settled: not again on each render while the answer was on its way.
    await waitFor(() => expect(client.getQueryState(['comments', 7, 'anonymous'])?.fetchStatus).toBe('idle'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
