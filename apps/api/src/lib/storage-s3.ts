import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import { assertSafeKey, contentTypeOf, isSafeKey, type Storage, type StoredObject } from './storage';

// The storage interface on an S3-compatible bucket (AWS S3, MinIO, Garage, R2, ...) through the AWS
// SDK v3 (docs/decisions/041). Keys are the object names, exactly as on the disk. Every object is
// written with its content type and the year-long immutable cache the API serves uploads with, so a
// bucket that serves them itself (S3_PUBLIC_URL) answers like the API does.

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;
export type S3Storage = Storage &
  Required<Pick<Storage, 'open' | 'ping' | 'close'>> & {
    /** The stored size of a key, or null when it is not there (the copy command's check). */
    sizeOf: (key: string) => Promise<number | null>;
    /** Writes a file from the disk, streamed. */
    putFile: (key: string, path: string, size: number, contentType: string) => Promise<void>;
    bucket: string;
  };

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

export function createS3Storage(config: S3StorageConfig): S3Storage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer
    // default (CRC32 on every upload), and a PutObject is signed over its SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const publicBase = config.publicUrl;

  const head = async (key: string) => {
    assertSafeKey(key);
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const open = async (key: string): Promise<StoredObject | null> => {
    assertSafeKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? contentTypeOf(key),
        ...(answer.ContentLength !== undefined ? { contentLength: answer.ContentLength } : {}),
        ...(answer.ETag ? { etag: answer.ETag } : {}),
        ...(answer.LastModified ? { lastModified: answer.LastModified } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    bucket: Bucket,
    put: async (key, body, contentType) => {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }));
    },
    putFile: async (key, path, size, contentType) => {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    get: async (key) => {
      const found = await open(key);
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    remove: async (keys) => {
      keys.forEach(assertSafeKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        // A key that was not there is no error (S3 answers it as deleted); anything else is.
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0)
          throw new Error(
            `Could not delete ${failed.length} object(s) from the bucket: ${failed[0]?.Code} ${failed[0]?.Message ?? ''}`.trim(),
          );
      }
    },
    exists: async (key) => (await head(key)) !== null,
    sizeOf: async (key) => {
      const found = await head(key);
      return found ? (found.ContentLength ?? 0) : null;
    },
    list: async function* () {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ...(ContinuationToken ? { ContinuationToken } : {}) }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isSafeKey(object.Key)) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    url: (key) => `/static/${key}`,
    open,
    ...(publicBase ? { publicUrl: (key: string) => `${publicBase}/${key}` } : {}),
    ping: async () => {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const reason =
          status === 404
            ? 'does not exist'
            : status === 403
              ? 'is not ours to use (403)'
              : `did not answer (${error instanceof Error ? error.name : String(error)})`;
        throw new Error(`the bucket ${Bucket} ${reason}`);
      });
    },
    close: () => client.destroy(),
  };
}

export type CopyReport = { copied: number; bytes: number; present: number; skipped: string[] };

async function* filesUnder(root: string): AsyncGenerator<string> {
  const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Copies every upload under `root` (DATA_DIR/uploads) into the bucket under the same key. A key
 * already there with the same size is left alone, so the copy can be run again (after a failure, or
 * to catch up before switching STORAGE) and copies only what is missing. Files whose names are not
 * storage keys (a stray .DS_Store, a temporary file) are skipped and named.
 */
export async function copyDiskToS3(root: string, storage: S3Storage, options: { concurrency?: number } = {}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, present: 0, skipped: [] };
  const keys: Array<{ path: string; key: string }> = [];
  for await (const path of filesUnder(root)) {
    const key = relative(root, path).split(sep).join('/');
    if (isSafeKey(key)) keys.push({ path, key });
    else report.skipped.push(key);
  }
  let next = 0;
  let failed = false;
  // A few uploads at once; the first failure stops the copy (run it again: it resumes).
  const worker = async () => {
    while (!failed && next < keys.length) {
      const { path, key } = keys[next++]!;
      try {
        const { size } = await stat(path);
        if ((await storage.sizeOf(key)) === size) {
          report.present += 1;
          continue;
        }
        await storage.putFile(key, path, size, contentTypeOf(key));
        report.copied += 1;
        report.bytes += size;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, keys.length) }, worker));
  return report;
}
