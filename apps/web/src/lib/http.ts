import { errorMessage } from '@dwa/shared/errors';
import { clearAuth, getAuthToken } from './storage';
import { notify } from './toast';
import { getI18n } from './i18n/i18n-store';
import { keepProblems } from './problems';

// The one HTTP client: same origin (paths start with /api), bearer token when stored, `{detail}`
// error bodies turned into ApiError (their machine codes kept for the translation, ADR 077), and an
// expired session handled here and nowhere else.

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly body: unknown;

  constructor(status: number, detail: string, body: unknown = null) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
  }
}

type SessionExpiredHandler = (redirectTo: string) => void;

let onSessionExpired: SessionExpiredHandler = (redirectTo) => {
  window.location.assign(`/signin?redirect=${encodeURIComponent(redirectTo)}`);
};
let expiredToken: string | null = null;

/** How a request reaches the API: the browser's fetch, or on the server an in-process call. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server renderer answers /api calls in process (entry-server.tsx). */
export function setTransport(next: Transport): void {
  transport = next;
}

/** The router registers a client-side navigation here (see app.tsx). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

// Several requests sent with the same stale token fail together: clear, toast and redirect once.
function sessionExpired(token: string): void {
  if (expiredToken === token) return;
  expiredToken = token;
  clearAuth();
  notify.error(SESSION_EXPIRED_MESSAGE);
  const { pathname, search } = window.location;
  if (pathname !== '/signin') onSessionExpired(pathname + search);
}

export type RequestOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON. */
  json?: unknown;
  /** FormData, Blob or text, sent as is. */
  body?: BodyInit | null;
  /** Defaults to true: send the bearer token when one is stored. */
  auth?: boolean;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { json, auth = true, headers: extraHeaders, body, ...init } = options;
  const headers = new Headers(extraHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = auth ? getAuthToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | null | undefined = body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await transport(path, { ...init, headers, body: payload });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // In the interface's language: it is shown as it is wherever a request could not be made.
    throw new ApiError(0, getI18n().t('error.network'));
  }

  const data = await readBody(response);
  if (response.ok) return data as T;
  if (response.status === 401 && token) sessionExpired(token);
  const fallback = response.statusText || `Request failed (${response.status})`;
  keepProblems(data);
  throw new ApiError(response.status, errorMessage(data, fallback), data);
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'PUT', json }),
  patch: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};
