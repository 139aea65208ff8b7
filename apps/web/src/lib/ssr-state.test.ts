import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';
import { dehydrateQueries, hydrateQueries, isStaleCopyFor, pageAge, readSsrState, serializeForScript } from './ssr-state';

describe('the state a server-rendered page hands over', () => {
  it('keeps answers and refusals (as ApiError again), never pending queries', async () => {
    const server = new QueryClient();
    server.setQueryData(['listing', '1'], { id: 1, title: 'Chair' });
    await server.prefetchQuery({
      queryKey: ['listing', '2'],
      queryFn: () => Promise.reject(new ApiError(404, 'Listing not found.')),
      retry: false,
    });
    void server.prefetchQuery({ queryKey: ['listing', '3'], queryFn: () => new Promise(() => undefined) });
    const state = JSON.parse(JSON.stringify(dehydrateQueries(server))) as ReturnType<typeof dehydrateQueries>;
    expect(state.queries.map((query) => query.queryKey)).toEqual([
      ['listing', '1'],
      ['listing', '2'],
    ]);

    const browser = new QueryClient();
    hydrateQueries(browser, state);
    expect(browser.getQueryData(['listing', '1'])).toEqual({ id: 1, title: 'Chair' });
    const error = browser.getQueryState(['listing', '2'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).detail).toBe('Listing not found.');
    // The refusal is shown as the server showed it, not asked again on mount.
    expect(browser.getQueryDefaults(['listing', '2'])).toMatchObject({ retryOnMount: false, refetchOnMount: false });
  });

  it('serialises JSON that no title can break out of its script element', () => {
    const text = serializeForScript({ title: '</script><script>alert(1)</script><!-- \u2028 & >' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script><!-- \u2028 & >' });
  });

  it('reads the state from the page, and null when the page has none or it is broken', () => {
    document.body.innerHTML =
      '<script type="application/json" id="dwa-state">{"queries":{"queries":[],"mutations":[]},"router":{}}</script>';
    expect(readSsrState()).toEqual({ queries: { queries: [], mutations: [] }, router: {} });
    document.body.innerHTML = '<script type="application/json" id="dwa-state">{broken</script>';
    expect(readSsrState()).toBeNull();
    document.body.innerHTML = '';
    expect(readSsrState()).toBeNull();
  });
});

describe('an older copy of a server-rendered page', () => {
  const navigation = (timing: { name: string; duration: number }[]) => [{ serverTiming: timing } as unknown as PerformanceEntry];

  it("reads the copy's age from the document's Server-Timing, 0 without one", () => {
    expect(pageAge(navigation([{ name: 'age', duration: 7012 }]))).toBe(7012);
    expect(pageAge(navigation([{ name: 'db', duration: 3 }]))).toBe(0);
    expect(pageAge([])).toBe(0);
  });

  it('is asked for again only by someone signed in, and only past a second old', () => {
    expect(isStaleCopyFor({ signedIn: true, ageMs: 7012 })).toBe(true);
    expect(isStaleCopyFor({ signedIn: true, ageMs: 400 })).toBe(false);
    expect(isStaleCopyFor({ signedIn: false, ageMs: 9000 })).toBe(false);
  });
});
