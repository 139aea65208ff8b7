import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isSafeKey, type Storage } from '../lib/storage';
import { PRIVATE_PREFIX } from '../lib/private-storage';
import { problemBody } from '../lib/problem';

// Serves the built web app (hashed assets precompressed with brotli and gzip at build, cached for a
// year; index.html never cached; deep links fall back to index.html) and the uploads under /static:
// from the disk, or from the bucket (streamed through the API, or a redirect to the bucket's public
// address when it has one: docs/decisions/041).

type RenderedPage =
  | { status: number; html: string; renderedAt: number; encoded: (encoding: 'br' | 'gzip') => Promise<Buffer> }
  | { status: number; location: string };

/** A server-rendered page, or null (at once, or once it knows) when the path is not one the server renders. */
export type PageRenderFn = (pathAndQuery: string, cookie?: string) => Promise<RenderedPage | null> | null;

/** Brotli when the browser takes it, else gzip, else none (every browser of our visitors takes one). */
function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = (accept ?? '').toLowerCase();
  if (/\bbr\b/.test(offered)) return 'br';
  if (/\bgzip\b/.test(offered)) return 'gzip';
  return null;
}

export type StaticOptions = {
  webDist: string;
  uploadsDir: string;
  storage?: Storage;
  renderPage?: PageRenderFn;
  /** Whether the web app has no page for this path: its shell then goes out with the status 404. */
  isUnknownPath?: (pathname: string) => Promise<boolean>;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** sha256 hashes of index.html's inline scripts (the no-flash theme script), for the CSP. */
export function inlineScriptHashes(webDist: string): string[] {
  const file = join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return hashes;
}

/** The uploads in a remote store: each GET /static/<key> redirected to the bucket, or streamed from it. */
function serveFromStore(app: FastifyInstance, storage: Storage) {
  const { open, publicUrl } = storage;
  app.route({
    method: ['GET', 'HEAD'],
    url: '/static/*',
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Private files (dispute evidence) share the bucket under private/: never served here.
      if (!isSafeKey(key) || key.startsWith(PRIVATE_PREFIX)) return reply.callNotFound();
      if (publicUrl) {
        // The key never changes what it names, so the redirect may be kept a while (not for ever:
        // the bucket's address may move).
        return reply.header('cache-control', 'public, max-age=86400').redirect(publicUrl(key), 302);
      }
      const found = await open!(key);
      if (!found) return reply.callNotFound();
      reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-site')
        .type(found.contentType);
      if (found.etag) reply.header('etag', found.etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
      if (found.etag && request.headers['if-none-match'] === found.etag) {
        found.body.destroy();
        return reply.status(304).send();
      }
      if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
      if (request.method === 'HEAD') {
        found.body.destroy();
        return reply.send();
      }
      return reply.send(found.body);
    },
  });
}

async function staticFilesPlugin(app: FastifyInstance, options: StaticOptions) {
  const storage = options.storage;
  if (storage && !storage.root && storage.open) {
    serveFromStore(app, storage);
  } else {
    const root = storage?.root ?? options.uploadsDir;
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/static/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cross-origin-resource-policy', 'same-site');
      },
    });
  }

  const indexFile = join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // dist/.server (the server renderer) and dist/.vite (the build manifest) are the server's own.
      dotfiles: 'deny',
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
        const name = basename(path);
        // The service worker (ADR 032): checked with the server on every update check (no-cache, and the
        // browser's own 24 h ceiling never applies), controlling the whole site from the root.
        if (name === 'sw.js') reply.header('service-worker-allowed', '/');
        if (name === 'manifest.webmanifest') reply.header('content-type', 'application/manifest+json; charset=utf-8');
      },
    });
  } else {
    app.log.warn(`No web build at ${options.webDist}: run 'npm run build' to serve the web app.`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/static/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !/\.[a-z0-9]+$/i.test(path);
    const rendering = hasWeb && wantsPage ? options.renderPage?.(request.url, request.headers.cookie) : null;
    if (rendering) {
      try {
        const page = await rendering;
        if (!page) return await sendShell(request, reply, path);
        if ('location' in page) return reply.redirect(page.location, page.status);
        // The same for everyone (rendered for a visitor who is not signed in): shared caches may keep it briefly.
        reply
          .status(page.status)
          .header('cache-control', 'public, max-age=0, s-maxage=10, stale-while-revalidate=30')
          // The language comes from the dwa_lang cookie (ADR 039): a shared cache keys on it too.
          .header('vary', 'accept-encoding, cookie')
          // How old the copy is (the renderer keeps a page 10 s): a signed-in person's browser reads
          // it (PerformanceNavigationTiming.serverTiming) and asks again for what may have changed.
          .header('server-timing', `age;dur=${Math.max(0, Date.now() - page.renderedAt)}`)
          .type('text/html; charset=utf-8');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.send(page.html);
        return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
      } catch (error) {
        // The page still works, rendered in the browser: log and fall back to the app's shell.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
      }
    }
    if (hasWeb && wantsPage) return await sendShell(request, reply, path);
    return reply.status(404).send(problemBody(404, 'Not Found'));
  });

  /** The app's shell (the browser renders the page): 404 for an address the app has no page for, so links and crawlers see it. */
  async function sendShell(request: FastifyRequest, reply: FastifyReply, path: string) {
    const unknown = await (options.isUnknownPath?.(path) ?? Promise.resolve(false)).catch((error: unknown) => {
      request.log.error({ err: error, url: request.url }, 'could not tell whether the app has this page');
      return false;
    });
    return reply
      .status(unknown ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html', options.webDist);
  }
}

export default fp(staticFilesPlugin, { name: 'static-files' });
