import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_EXPIRED_MESSAGE, http, setSessionExpiredHandler } from './http';
import { notify } from './toast';
import { activateLocale } from './i18n/i18n-store';
import { setupScreenTest } from '../testing/screen-setup';

vi.mock('./toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

function answer(status: number, body: unknown) {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = setupScreenTest();

afterEach(() => {
  vi.mocked(notify.error).mockClear();
});

describe('http', () => {
  it('sends the bearer token when one is stored and parses JSON', async () => {
    localStorage.setItem('auth_token', 'abc');
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(http.get('/api/v1/users/me')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/users/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('sends JSON bodies and no token when none is stored', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { id: 1 }));
    await http.post('/api/v1/things', { name: 'x' });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('turns {detail} bodies into ApiError', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { detail: [{ loc: ['body', 'title'], msg: 'Title is required.', type: 'x' }] }));
    const error = await http.post('/api/v1/things', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, detail: 'Title is required.' });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/api/x')).rejects.toMatchObject({
      status: 0,
      detail: 'Could not reach the server. Please check your connection and try again.',
    });
  });

  it('words a network failure in the interface language, where it is shown as it is', async () => {
    await activateLocale('fr');
    try {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(http.get('/api/x')).rejects.toMatchObject({
        status: 0,
        detail: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
      });
    } finally {
      await activateLocale('en');
    }
  });

  it('on 401 with a token: clears auth, toasts and redirects once for that token', async () => {
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    localStorage.setItem('auth_token', 'stale');
    localStorage.setItem('auth_user_id', '1');
    fetchMock.mockImplementation(async () => answer(401, { detail: 'Not authenticated' }));
    localStorage.setItem('auth_token', 'stale');
    const first = http.get('/api/a');
    const second = http.get('/api/b');
    await expect(first).rejects.toMatchObject({ status: 401 });
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_user_id')).toBeNull();
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('on 401 without a token: only throws', async () => {
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    fetchMock.mockResolvedValueOnce(answer(401, { detail: 'Invalid email or password.' }));
    await expect(http.post('/api/v1/auth/login', {})).rejects.toMatchObject({ status: 401, detail: 'Invalid email or password.' });
    expect(onExpired).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});
