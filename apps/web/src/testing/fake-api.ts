import type { Mock } from 'vitest';
import { jsonResponse } from './json-response';

// The API a screen test answers with (the admin console's first): each request the screen sends is
// read once (method, address, query, JSON body) and handed to the test's answer; what the answer
// does not know is the API's 404. Every request that changes something (not a GET) is kept, in
// order, for the test to check what was sent.

/** A request as the fake API reads it: `path` is the address as sent, query string included. */
export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** A request that changes something, as the test checks it. */
export type SentCall = { method: string; path: string; body: unknown };

type Answer = (call: ApiCall) => Response | Promise<Response> | undefined;

function readCall(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): ApiCall {
  const path = String(input);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
  return { method: init?.method ?? 'GET', path, query: new URL(path, 'http://x').searchParams, body };
}

/** Answers `fetch` with `answer` (a 404 for what it does not know) and returns the requests that were not GETs. */
export function serveApi(fetchMock: Mock<typeof fetch>, answer: Answer): SentCall[] {
  const sent: SentCall[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const call = readCall(input, init);
    if (call.method !== 'GET') sent.push({ method: call.method, path: call.path, body: call.body });
    return (await answer(call)) ?? jsonResponse({ detail: 'Not Found' }, 404);
  });
  return sent;
}
