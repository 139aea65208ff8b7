import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

// What a server-rendered page hands to the browser: the query cache it rendered from, as JSON in <script type="application/json" id="dwa-state"> (data, never run, so
// the content security policy needs no exception for it).

export const SSR_STATE_ID = 'dwa-state';

/** `origin`: the site's origin the server wrote its absolute links with (lib/whatsapp). */
export type SsrState = { queries: DehydratedState; origin?: string };

type PlainApiError = { apiError: true; status: number; detail: string; body: unknown };

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof value === 'object' && value !== null && (value as { apiError?: unknown }).apiError === true;

/** Answers and refusals alike (a 404 renders 'not found' on both sides); never a query still pending. */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!error) return query;
      const plain: PlainApiError =
        error instanceof ApiError
          ? { apiError: true, status: error.status, detail: error.detail, body: error.body }
          : { apiError: true, status: 500, detail: 'Something went wrong.', body: null };
      return { ...query, state: { ...query.state, error: plain as unknown as Error } };
    }),
  };
}

/**
 * Fills the browser's cache before hydration. A refusal comes back as an ApiError and is not asked
 * again on mount, so the first render shows what the server showed.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!isPlainApiError(error)) return query;
    client.setQueryDefaults(query.queryKey, { retryOnMount: false, refetchOnMount: false });
    return { ...query, state: { ...query.state, error: new ApiError(error.status, error.detail, error.body) } };
  });
  hydrate(client, { ...state, queries });
}

/** JSON safe inside a <script> element: no '</script>', '<!--' or line separators can end it early. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * How old the server's copy of this page was when it was sent, in ms: the `age` entry of the
 * document's Server-Timing header (the renderer keeps a page 10 s, ADR 085), 0 when there is none.
 */
export function pageAge(navigation: readonly PerformanceEntry[] = performance.getEntriesByType?.('navigation') ?? []): number {
  const timing = (navigation[0] as PerformanceNavigationTiming | undefined)?.serverTiming ?? [];
  return timing.find((entry) => entry.name === 'age')?.duration ?? 0;
}

/** A copy older than this may miss what a signed-in person has just done (a comment, a like). */
export const STALE_COPY_MS = 1000;

/**
 * Whether what came with the page should be asked for again once it is live. The page is the same
 * for everyone and may be a few seconds old; that is fine for a visitor, not for someone signed in
 * who may have just changed it (they posted a comment, then opened the page again).
 */
export function isStaleCopyFor(options: { signedIn: boolean; ageMs: number }): boolean {
  return options.signedIn && options.ageMs > STALE_COPY_MS;
}
