import { isNotNull } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '@dwa/db/client';
import { deliveryMessages, listingImages, messages, orderItems, users } from '@dwa/db/schema';
import { z } from 'zod';
import { task } from './lib/jobs';
import type { Storage } from './lib/storage';

// `npm run cli -- sweep-uploads` (issue 18): removes the uploaded files no row names. A photo is
// written before the row that names it commits, and removed after the row that named it is deleted,
// so a crash (or a failed clean-up) between the two leaves a file behind; never a row without its
// file. Files younger than the grace period are spared: they may belong to an upload whose row has
// not committed yet. A folder the sweep does not know is left alone and reported.

/** The columns that name stored files, and how: a photo's key without its `-<width>.webp` variants, or a whole key. */
const SOURCES = [
  { table: listingImages, column: listingImages.storageKey, names: 'variants' },
  { table: messages, column: messages.imageKey, names: 'variants' },
  { table: deliveryMessages, column: deliveryMessages.imageKey, names: 'variants' },
  // An order keeps its line's photo key (the listing's first photo when it was bought).
  { table: orderItems, column: orderItems.imageKey, names: 'variants' },
  { table: users, column: users.profilePicture, names: 'key' },
] as const;

export const FILE_REFERENCES = SOURCES.map(({ table, column, names }) => ({
  table: getTableConfig(table).name,
  column: column.name,
  names,
}));

/** The folders the sweep judges: photos stored as variants, whole keys, and link previews (a cache of a listing photo). */
const VARIANT_FOLDERS = new Set(['listings', 'chat', 'delivery']);
const KEY_FOLDERS = new Set(['profile_pictures']);
const VARIANT = /^(.+)-\d+\.webp$/;
const PREVIEW = /^previews\/(.+)-\d+x\d+\.jpg$/;

export const DEFAULT_GRACE_MS = 60 * 60 * 1000;

/** Every night at 03:00 UTC, in whichever process takes it: the files no row names go (ADR 044, 056). */
export const SWEEP_UPLOADS = task('uploads:sweep', z.object({}), { maxAttempts: 3, timeoutMs: 10 * 60_000 });

export type SweepReport = {
  /** Files looked at. */
  scanned: number;
  /** Files no row names, older than the grace period: removed (or, in a dry run, to remove). */
  removed: string[];
  /** Files no row names yet, younger than the grace period: kept. */
  young: number;
  /** Files in folders the sweep does not know: kept. */
  unknown: string[];
  /** Temporary files of writes a crash cut short (the disk), removed. */
  temporary: number;
};

/** Every key and photo key a row names. */
async function referencedKeys(db: Db): Promise<{ variants: Set<string>; keys: Set<string> }> {
  const variants = new Set<string>();
  const keys = new Set<string>();
  for (const { table, column, names } of SOURCES) {
    const rows = await db.select({ key: column }).from(table).where(isNotNull(column));
    for (const row of rows) if (row.key) (names === 'variants' ? variants : keys).add(row.key);
  }
  return { variants, keys };
}

/** Whether a row names the file: true, false, or null when the file is in a folder the sweep does not judge. */
export function isReferenced(key: string, refs: { variants: Set<string>; keys: Set<string> }): boolean | null {
  const folder = key.slice(0, key.indexOf('/'));
  if (folder === 'previews') {
    const photo = PREVIEW.exec(key)?.[1];
    return photo !== undefined && refs.variants.has(photo);
  }
  if (VARIANT_FOLDERS.has(folder)) {
    const photo = VARIANT.exec(key)?.[1];
    return photo !== undefined && refs.variants.has(photo);
  }
  if (KEY_FOLDERS.has(folder)) return refs.keys.has(key);
  return null;
}

export async function sweepUploads(options: {
  db: Db;
  storage: Storage;
  graceMs?: number;
  now?: Date;
  dryRun?: boolean;
}): Promise<SweepReport> {
  const { db, storage } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? DEFAULT_GRACE_MS));
  const report: SweepReport = { scanned: 0, removed: [], young: 0, unknown: [], temporary: 0 };
  // The files are listed first, then the rows read: a file written after the listing is not seen,
  // and one listed before its row committed is either young (spared) or named by the rows read after.
  const files: Array<{ key: string; modifiedAt: Date }> = [];
  for await (const object of storage.list()) files.push(object);
  const refs = await referencedKeys(db);
  for (const { key, modifiedAt } of files) {
    report.scanned += 1;
    const referenced = isReferenced(key, refs);
    if (referenced === null) report.unknown.push(key);
    else if (!referenced) {
      if (modifiedAt >= cutoff) report.young += 1;
      else report.removed.push(key);
    }
  }
  if (!options.dryRun) {
    for (let start = 0; start < report.removed.length; start += 500) await storage.remove(report.removed.slice(start, start + 500));
    if (storage.removeTemporary) report.temporary = await storage.removeTemporary(cutoff);
  }
  return report;
}

/** `1h`, `30m`, `45s`, `2d` or a number of seconds, as milliseconds; null when it is none of these. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(value.trim());
  if (!match) return null;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(match[2] ?? 's') as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Math.round(Number(match[1]) * unit);
}
