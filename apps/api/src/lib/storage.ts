import { randomBytes } from 'node:crypto';
import { open as openFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

// Files sit behind this small interface: the local disk (DATA_DIR/uploads) or an S3-compatible bucket
// (storage-s3.ts, STORAGE=s3, docs/decisions/041). Keys are relative paths such as
// `listings/ab12cd-640.webp`, served at `/static/<key>` whichever store holds them.

/** A stored file opened for sending (a remote store's answer to GET /static/<key>). */
export type StoredObject = { body: Readable; contentType: string; contentLength?: number; etag?: string; lastModified?: Date };

/** A key the store holds, and when it was written (the orphan sweep spares young files). */
export type ListedObject = { key: string; modifiedAt: Date };

export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file's bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes the keys; a key that is not there is no error. */
  remove: (keys: string[]) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** Every key the store holds (keys only: no temporary or stray files), in no particular order. */
  list: () => AsyncIterable<ListedObject>;
  /** Public URL path of a key. */
  url: (key: string) => string;
  /** Root folder when the storage is a local disk (served by @fastify/static). */
  root?: string;
  /** A remote store: the file as a stream for /static/<key>, or null when it is not there. */
  open?: (key: string) => Promise<StoredObject | null>;
  /** A remote store with a public address: where /static/<key> redirects instead of streaming. */
  publicUrl?: (key: string) => string;
  /** A remote store: throws when it cannot be reached (the readiness probe). */
  ping?: () => Promise<void>;
  /** Releases the store's connections. */
  close?: () => void;
  /** A local disk: removes temporary files of writes that never finished (a crash mid-write), older than the date; answers how many. */
  removeTemporary?: (olderThan: Date) => Promise<number>;
};

/** A folder, then names that never start with a dot (no `..`, no hidden files). */
const SAFE_KEY = /^[a-z0-9_-]+(\/[a-zA-Z0-9_-][a-zA-Z0-9_.-]*)+$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The content type a file is served with, from its name (what the disk store's server does). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** A file being written under a key: `<folder>/.<name>.<random>.tmp`, renamed to the key once whole. */
const TEMPORARY = /^\.[a-zA-Z0-9_.-]+\.[a-f0-9]{12}\.tmp$/;

async function syncDirectory(path: string): Promise<void> {
  const handle = await openFile(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function* walk(dir: string): AsyncGenerator<{ path: string; name: string }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield { path, name: entry.name };
  }
}

export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = resolve(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    root: base,
    // Written whole or not at all, and on the disk before the caller records the key: a temporary
    // file, flushed, renamed over the key, then the folder flushed (the rename). A crash mid-write
    // leaves only a temporary file (removeTemporary), never half a picture under a key; a row that
    // commits after put() names a file that survives a power cut as the row does.
    put: async (key, body) => {
      const full = pathOf(key);
      const folder = dirname(full);
      await mkdir(folder, { recursive: true });
      const temporary = join(folder, `.${basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await openFile(temporary, 'wx');
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, full);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await syncDirectory(folder);
    },
    get: async (key) => {
      const full = pathOf(key);
      return readFile(full).catch(() => null);
    },
    remove: async (keys) => {
      const paths = keys.map(pathOf);
      await Promise.all(paths.map((full) => rm(full, { force: true })));
    },
    exists: async (key) => {
      const full = pathOf(key);
      return stat(full).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    list: async function* () {
      for await (const { path } of walk(base)) {
        const key = relative(base, path).split(sep).join('/');
        if (!isSafeKey(key)) continue;
        const found = await stat(path).catch(() => null);
        if (found) yield { key, modifiedAt: found.mtime };
      }
    },
    removeTemporary: async (olderThan) => {
      let removed = 0;
      for await (const { path, name } of walk(base)) {
        if (!TEMPORARY.test(name)) continue;
        const found = await stat(path).catch(() => null);
        if (!found || found.mtime >= olderThan) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
    url: (key) => `/static/${key}`,
  };
}

/** A stored picture (a profile photo) may be a full URL, a path, or a storage key. */
export function pictureUrl(storage: Storage, value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith('/') || /^https?:\/\//.test(value)) return value;
  return storage.url(value);
}
