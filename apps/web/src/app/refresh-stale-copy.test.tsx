import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { AppProviders } from './app';
import { AUTH_TOKEN_KEY } from '../lib/storage';

// A signed-in person on an older copy of a server-rendered page asks again for what it showed
// (ADR 085): the copy's age comes from the document's Server-Timing header.

function Comments({ fetchComments }: { fetchComments: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['comments', '1'], queryFn: fetchComments, staleTime: 60_000 });
  return <p>{query.data?.join(', ')}</p>;
}

function openPage(ageMs: number | null) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    ageMs === null ? [] : [{ serverTiming: [{ name: 'age', duration: ageMs, description: '' }] } as unknown as PerformanceEntry],
  );
  const client = new QueryClient();
  // What the server's copy held: the comments before the seller's reply.
  client.setQueryData(['comments', '1'], ['Is it still available?']);
  const fetchComments = vi.fn(() => Promise.resolve(['Is it still available?', 'Yes, come to Osu.']));
  const view = render(
    <AppProviders queryClient={client}>
      <Comments fetchComments={fetchComments} />
    </AppProviders>,
  );
  return { view, fetchComments };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('an older copy of a page', () => {
  it('is asked for again for someone signed in: the reply posted since shows', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const { view, fetchComments } = openPage(7000);
    expect(view.getByText('Is it still available?')).toBeTruthy();
    await waitFor(() => expect(view.getByText('Is it still available?, Yes, come to Osu.')).toBeTruthy());
    expect(fetchComments).toHaveBeenCalledTimes(1);
  });

  it('is kept as it is for a visitor, for a fresh render, and for a page with no age', async () => {
    for (const [token, age] of [
      [null, 7000],
      ['token', 200],
      ['token', null],
    ] as const) {
      if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
      const { view, fetchComments } = openPage(age);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(view.getByText('Is it still available?')).toBeTruthy();
      expect(fetchComments).not.toHaveBeenCalled();
      view.unmount();
      localStorage.clear();
      vi.restoreAllMocks();
    }
  });
});
