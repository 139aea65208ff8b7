import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A throwaway HTTP server on a free local port, standing in for an outside provider's documented API
// (Paystack, Arkesel, Hubtel, the translators) in the adapters' tests. It reads each request (the
// body parsed as JSON, else its text, null when empty), asks the test's handler what to answer, and
// answers it: JSON, or text, at once or after a delay, or never ('hang', until it closes).

/** `raw`: the body's bytes (an upload that is not text, such as a zip). */
export type StandInRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  raw: Buffer;
};

/** JSON `body` (nothing when undefined), or `text` (text/html unless `headers` say otherwise). */
export type StandInReply = { status: number; body?: unknown; text?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

export type StandIn = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** Drops the hanging and delayed answers and every connection, then stops listening. */
  close: () => Promise<void>;
};

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startStandIn(handle: (request: StandInRequest) => StandInReply): Promise<StandIn> {
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const raw = Buffer.concat(chunks);
      const answer = handle({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: parse(raw.toString('utf8')),
        raw,
      });
      if (answer === 'hang') return;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': answer.text === undefined ? 'application/json' : 'text/html', ...answer.headers });
        res.end(answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
      };
      if (!answer.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
