import type { Config } from '../config';
import { createDiskStorage, type Storage } from './storage';

// Beside storage.ts rather than in it: the S3 implementation imports storage.ts's helpers, and
// storage.ts importing it back (even lazily) would be a cycle.

/** The storage the configuration names: the disk under DATA_DIR/uploads, or the S3 bucket. */
export async function openStorage(config: Pick<Config, 'storage' | 'uploadsDir'>): Promise<Storage> {
  if (config.storage.kind === 'disk') return createDiskStorage(config.uploadsDir);
  // The SDK loads only when it is used.
  const { createS3Storage } = await import('./storage-s3');
  return createS3Storage(config.storage);
}
