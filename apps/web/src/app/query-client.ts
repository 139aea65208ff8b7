import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';

/** One per page load in the browser, one per request on the server (which never retries: it renders what it has). */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // 4xx answers do not change by asking again; a dropped connection on a phone might.
        retry: options.server
          ? false
          : (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        // On the server a refusal is the answer to render (a listing's 'not found'), not a reason to show 'loading'.
        ...(options.server ? { retryOnMount: false } : {}),
      },
    },
  });
}
