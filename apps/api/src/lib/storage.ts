import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

// Files sit behind this small interface so an S3-compatible store can replace the disk.
// Keys are relative paths such as `listings/ab12cd-640.webp`, served at `/static/<key>`.

export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (keys: string[]) => Promise<void>;
  /** Public URL path of a key. */
  url: (key: string) => string;
  /** Root folder when the storage is a local disk (served by @fastify/static). */
  root?: string;
};

const SAFE_KEY = /^[a-z0-9_-]+(\/[a-zA-Z0-9_.-]+)+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
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
    get: async (key) => readFile(pathOf(key)).catch(() => null),
    remove: async (keys) => {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
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
