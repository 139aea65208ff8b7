import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearAuth, setAuthToken } from '../../../lib/storage';
import { jsonResponse } from '../../../testing/json-response';
import { listingKeys, useListing } from './get-listing';
import { setupScreenTest } from '../../../testing/screen-setup';

const fetchMock = setupScreenTest();

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the server rendered, as a visitor, and the browser hydrated.
  client.setQueryData(listingKeys.detail('7', false), { id: 7, title: 'Kettle', is_owner: false, is_flagged: false });
  client.setQueryData(listingKeys.detail('8', false), { id: 8, title: 'Other', is_owner: false, is_flagged: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return wrapper;
}

afterEach(() => {
  cleanup();
  clearAuth();
});

describe('useListing', () => {
  it('keeps the visitor read of the same listing while the signed-in one loads (no skeleton), then shows the own read', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useListing('7', { keepAcrossSignIn: true }), { wrapper: setup() });
    expect(result.current.data?.is_owner).toBe(false);

    act(() => setAuthToken('token-of-the-owner'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(result.current.isPending).toBe(false);
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.title).toBe('Kettle');

    act(() => answer(jsonResponse({ id: 7, title: 'Kettle', is_owner: true, is_flagged: false })));
    await waitFor(() => expect(result.current.data?.is_owner).toBe(true));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it("never shows another listing's read in the meantime", async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const { result, rerender } = renderHook(({ id }) => useListing(id, { keepAcrossSignIn: true }), {
      wrapper: setup(),
      initialProps: { id: '8' },
    });
    expect(result.current.data?.title).toBe('Other');
    act(() => setAuthToken('token'));
    rerender({ id: '9' });
    expect(result.current.data).toBeUndefined();
    expect(result.current.isPending).toBe(true);
  });
});
