import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../lib/router';

// The setup the screen tests (the admin console's first) used to repeat in every file.
// What a screen test answers its requests with is testing/fake-api.ts.

/**
 * Registers the hooks of a screen test and returns the `fetch` mock they install: before each test
 * `fetch` is the mock, jsdom's missing modal dialogs open and close, and with `signedIn` a token is
 * stored; after each, the DOM, the globals, the mock and local storage are reset.
 */
export function setupScreenTest({ signedIn = false }: { signedIn?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    if (signedIn) localStorage.setItem('auth_token', 't');
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });
  return fetchMock;
}

/** Renders a screen inside a fresh query client (no retries, no refetch on focus) and a router at `entry`. */
export function renderScreen(node: ReactNode, { entry }: { entry?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={entry ? [entry] : undefined}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
