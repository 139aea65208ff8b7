import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse } from '../../../testing/json-response';
import { notify } from '../../../lib/toast';
import type { LikeState } from '../../../lib/like-state';
import { LikeButton } from './like-button';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

/** The page's cache, as the route keeps it: the button only reports changes. */
function Harness({ initial, signedIn = true, onSignIn = () => {} }: { initial: LikeState; signedIn?: boolean; onSignIn?: () => void }) {
  const [state, setState] = useState(initial);
  return (
    <LikeButton
      listingId={7}
      liked={state.liked}
      likes={state.likes}
      signInFirst={(action) => (signedIn ? action() : onSignIn())}
      onChange={setState}
    />
  );
}

function renderButton(props: Parameters<typeof Harness>[0]) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: /^Like/ });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

describe('LikeButton', () => {
  it('shows the like at once, then the server’s count, with the spec’s toast', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const button = renderButton({ initial: { liked: false, likes: 3 } });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('4');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/classifieds/like');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"listing_id":7}');
    answer(jsonResponse({ listing_id: 7, likes: 10, has_liked: true }));
    await waitFor(() => expect(button.textContent).toContain('10'));
    expect(notify.success).toHaveBeenCalledWith('You liked this listing!');
  });

  it('unlikes with DELETE and the same body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ listing_id: 7, likes: 2, has_liked: false }));
    const button = renderButton({ initial: { liked: true, likes: 3 } });
    fireEvent.click(button);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('You removed your like from this listing.'));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"listing_id":7}');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toContain('2');
  });

  it('puts the like back when the request fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const button = renderButton({ initial: { liked: false, likes: 3 } });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Could not update your like. Please check your connection and try again.'),
    );
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toContain('3');
  });

  it('sends a signed-out visitor to sign in, and nothing to the server', () => {
    const onSignIn = vi.fn();
    fireEvent.click(renderButton({ initial: { liked: false, likes: 3 }, signedIn: false, onSignIn }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
