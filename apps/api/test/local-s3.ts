import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: s3rver ships no type declarations.
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../src/lib/storage-s3';

// An S3-compatible server in this process for the object-storage tests (s3rver, on a folder of its
// own): on a port the system picks, so test files running side by side never meet.

type Server = { run: () => Promise<AddressInfo>; close: () => Promise<void> };

export const TEST_BUCKET = 'dwa-test';

export async function startLocalS3(): Promise<{ config: S3StorageConfig; endpoint: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'dwa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
    // The SDK signs bucket-level calls (HeadBucket, DeleteObjects) over `/<bucket>/`, s3rver checks
    // them over `/<bucket>`: it would refuse every one. It still refuses an unknown access key.
    allowMismatchedSignatures: true,
  }) as Server;
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    // s3rver checks signatures made with these keys.
    config: {
      kind: 's3',
      endpoint,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
