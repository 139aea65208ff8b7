import { Worker } from 'node:worker_threads';

// Server rendering off the event loop (ADR 085). React's render of a public page is 8-10 ms of CPU
// (/listings on the demo data), about half of a fresh page's cost; on the API's thread it held up
// every other request, and on PGlite the database, which lives on that thread too. Here each page is
// rendered in a worker thread (pages.render-worker.mjs) that loads the web app's server entry; its
// /api calls come back to this thread as messages and are answered by `call` (the API's own routes,
// in process), so the database stays where it is. The threads start with the first page asked for.

type Call = (path: string, init: RequestInit) => Promise<Response>;

type FromWorker =
  | { kind: 'call'; id: number; path: string; method: string; headers: Record<string, string>; body?: string }
  | { kind: 'rendered'; id: number; page: unknown }
  | { kind: 'failed'; id: number; message: string };

type Thread = { worker: Worker; pending: Map<number, { resolve: (page: unknown) => void; reject: (error: Error) => void }> };

export type RenderThreads<Page> = {
  render: (url: string, locale: string) => Promise<Page>;
  /** Stops the threads; a render under way fails (the caller sends the app's shell). */
  close: () => Promise<void>;
};

const WORKER_URL = new URL('./pages.render-worker.mjs', import.meta.url);

/**
 * `restartDelayMs` (1 s): after a thread dies, its place stays empty this long (pages meanwhile fail
 * at once, and go out as the app's shell), so an entry that cannot load is not loaded again for
 * every request of a crowd.
 */
export function createRenderThreads<Page>(options: {
  entryUrl: string;
  origin?: string;
  call: Call;
  threads: number;
  restartDelayMs?: number;
}): RenderThreads<Page> {
  const threads: (Thread | null)[] = Array.from({ length: Math.max(1, options.threads) }, () => null);
  const restartAt: number[] = threads.map(() => 0);
  const restartDelayMs = options.restartDelayMs ?? 1000;
  let nextRender = 0;
  let closed = false;

  async function answer(worker: Worker, message: Extract<FromWorker, { kind: 'call' }>) {
    let reply: { status: number; contentType: string; body: string };
    try {
      const response = await options.call(message.path, {
        method: message.method,
        headers: message.headers,
        ...(message.body === undefined ? {} : { body: message.body }),
      });
      reply = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      reply = { status: 500, contentType: 'application/json', body: JSON.stringify({ detail }) };
    }
    worker.postMessage({ kind: 'answer', id: message.id, ...reply });
  }

  function start(index: number): Thread {
    const worker = new Worker(WORKER_URL, { workerData: { entryUrl: options.entryUrl, origin: options.origin } });
    // The threads never keep the process alive: closing the server, or a test's end, is enough.
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    const fail = (error: Error) => {
      if (threads[index] === thread) {
        threads[index] = null;
        restartAt[index] = Date.now() + restartDelayMs;
      }
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
    };
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'call') {
        void answer(worker, message);
        return;
      }
      const waiting = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if (message.kind === 'rendered') waiting?.resolve(message.page);
      else waiting?.reject(new Error(message.message));
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
    return thread;
  }

  return {
    render(url, locale) {
      if (closed) return Promise.reject(new Error('the render threads are closed'));
      // The thread with the fewest pages under way (a stopped one is started again).
      let index = 0;
      for (let each = 1; each < threads.length; each += 1) {
        if ((threads[each]?.pending.size ?? 0) < (threads[index]?.pending.size ?? 0)) index = each;
      }
      if (!threads[index] && Date.now() < (restartAt[index] ?? 0)) return Promise.reject(new Error('the render thread is restarting'));
      const thread = threads[index] ?? start(index);
      threads[index] = thread;
      nextRender += 1;
      const id = nextRender;
      return new Promise<Page>((resolve, reject) => {
        thread.pending.set(id, { resolve: (page) => resolve(page as Page), reject });
        thread.worker.postMessage({ kind: 'render', id, url, locale });
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
    },
  };
}
