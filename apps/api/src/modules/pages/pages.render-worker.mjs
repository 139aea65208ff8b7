// The render thread (pages.render-thread.ts, ADR 085): renders public pages with the web app's server
// entry off the API's event loop. The page's /api calls go back to the API's thread as messages
// (the database, PGlite included, stays there), and the rendered page comes back as one message.
//
// Plain JavaScript: a worker thread does not inherit tsx's loader on Node 20, and this file needs
// nothing but the built entry. Messages in: {kind: 'render', id, url, locale} and {kind: 'answer',
// id, status, contentType, body}; out: {kind: 'call', id, path, method, headers, body},
// {kind: 'rendered', id, page} and {kind: 'failed', id, message}. Messages sent before the entry
// has loaded wait in the port until the listener below is attached.
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort;
if (!port) throw new Error('pages.render-worker.mjs runs in a worker thread');

/** @type {Map<number, { resolve: (response: Response) => void }>} */
const calls = new Map();
let nextCall = 0;

/** @type {(path: string, init: RequestInit) => Promise<Response>} */
function transport(path, init) {
  return new Promise((resolve) => {
    nextCall += 1;
    calls.set(nextCall, { resolve });
    port.postMessage({
      kind: 'call',
      id: nextCall,
      path,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
  });
}

const entry = await import(workerData.entryUrl);
entry.configure({ transport, ...(workerData.origin ? { origin: workerData.origin } : {}) });

port.on('message', (message) => {
  if (message.kind === 'answer') {
    const call = calls.get(message.id);
    calls.delete(message.id);
    const empty = message.status === 204 || message.status === 205 || message.status === 304;
    call?.resolve(new Response(empty ? null : message.body, { status: message.status, headers: { 'content-type': message.contentType } }));
    return;
  }
  if (message.kind === 'render') {
    entry.render(message.url, { locale: message.locale }).then(
      (page) => port.postMessage({ kind: 'rendered', id: message.id, page }),
      (error) => port.postMessage({ kind: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) }),
    );
  }
});
