import { dirname, join } from 'node:path';
import { createDiskStorage, type Storage } from './storage';

// Files no public address may reach (dispute evidence; docs/architecture.md: private files never under a
// public path): on disk beside the uploads folder, not in it (DATA_DIR/private; /static serves only
// the uploads); in a bucket under `private/`, a prefix the /static route refuses. Read back only by
// an endpoint that checks who is asking.

export type PrivateStorage = Pick<Storage, 'put' | 'get' | 'remove' | 'exists'>;

export const PRIVATE_PREFIX = 'private/';

export function privateStorageOf(storage: Storage, uploadsDir: string): PrivateStorage {
  if (storage.root) return createDiskStorage(join(dirname(storage.root), 'private'));
  if (!uploadsDir) throw new Error('privateStorageOf: no uploads folder');
  const at = (key: string) => `${PRIVATE_PREFIX}${key}`;
  return {
    put: (key, body, contentType) => storage.put(at(key), body, contentType),
    get: (key) => storage.get(at(key)),
    remove: (keys) => storage.remove(keys.map(at)),
    exists: (key) => storage.exists(at(key)),
  };
}
