import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

// Files sit behind this small interface: the local disk (DATA_DIR/uploads) or an S3-compatible bucket
// (storage-s3.ts, STORAGE=s3, docs/decisions/041). Keys are relative paths such as
// `listings/ab12cd-640.webp`, served at `/static/<key>` whichever store holds them.

/** A stored file opened for sending (a remote store's answer to GET /static/<key>). */
export type StoredObject = { body: Readable; contentType: string; contentLength?: number; etag?: string; lastModified?: Date };

export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file's bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removes the keys; a key that is not there is no error. */
  remove: (keys: string[]) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
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
    put: async (key, body) => {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, body);
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
    url: (key) => `/static/${key}`,
  };
}

/** A stored picture (a profile photo) may be a full URL, a path, or a storage key. */
export function pictureUrl(storage: Storage, value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith('/') || /^https?:\/\//.test(value)) return value;
  return storage.url(value);
}
