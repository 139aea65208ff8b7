import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@dwa/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequests, createConversation } from '../test/factories/conversations';
import { allStoredFiles, jpeg, keyOf, photo } from '../test/factories/images';
import { createListing } from '../test/factories/listings';
import { createUser } from '../test/factories/users';
import { createTestApp, type TestContext } from '../test/helpers';
import { previewKeyOf } from './modules/seo/preview-image';
import { FILE_REFERENCES, parseDuration, sweepUploads } from './sweep-uploads';

// The orphan sweep (issue 18): files no row names, left by a crash between writing a photo and
// committing its row (or after a delete that could not remove them), go; named and young files stay.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const HOUR = 3_600_000;

/** Puts a file straight on the disk, written `ageMs` ago (what a crash leaves behind). */
function leave(key: string, ageMs: number): string {
  const path = join(ctx.deps.config.uploadsDir, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'left behind');
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
  return key;
}

const keys = () => allStoredFiles(ctx).map((path) => relative(ctx.deps.config.uploadsDir, path).split(sep).join('/'));

describe('sweep-uploads', () => {
  it('removes old files no row names, keeps every named file, young files and folders it does not know', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const listingId = await createListing(ctx, seller);
    const listing = (await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${listingId}` })).json() as { images: string[] };
    const photoKey = keyOf(listing.images[0]!).replace(/-\d+\.webp$/, '');
    const { a, id } = await createConversation(ctx);
    const sent = await chatRequests(ctx, a).sendForm(id, { message_type: 'IMAGE', content: '' }, [photo(await jpeg(), 'p.jpg', 'file')]);
    expect(sent.statusCode).toBe(201);
    const named = keys();
    expect(named.filter((key) => key.startsWith('chat/')).length).toBeGreaterThan(0);
    // Named files made long ago stay whatever their age.
    for (const key of named)
      utimesSync(join(ctx.deps.config.uploadsDir, key), new Date(Date.now() - 48 * HOUR), new Date(Date.now() - 48 * HOUR));
    const preview = leave(previewKeyOf(photoKey), 2 * HOUR);

    const orphans = [
      leave('listings/crashed-320.webp', 2 * HOUR),
      leave('listings/crashed-1280.webp', 2 * HOUR),
      leave('chat/crashed-640.webp', 2 * HOUR),
      leave('delivery/crashed-320.webp', 2 * HOUR),
      leave('profile_pictures/crashed.webp', 2 * HOUR),
      leave('previews/listings/deleted-1200x630.jpg', 2 * HOUR),
    ];
    const young = leave('listings/uploading-320.webp', 60_000);
    const unknown = leave('exports/report.webp', 2 * HOUR);

    const dry = await sweepUploads({ db: ctx.deps.db, storage: ctx.deps.storage, graceMs: HOUR, dryRun: true });
    expect(dry.removed.sort()).toEqual([...orphans].sort());
    expect(keys()).toEqual(expect.arrayContaining(orphans));

    const report = await sweepUploads({ db: ctx.deps.db, storage: ctx.deps.storage, graceMs: HOUR });
    expect(report.removed.sort()).toEqual([...orphans].sort());
    expect(report).toMatchObject({ young: 1, unknown: [unknown] });
    expect(keys().sort()).toEqual([...named, preview, young, unknown].sort());

    // The listing still shows every photo.
    for (const url of listing.images) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('with no grace, removes the young orphan too, and nothing named', async () => {
    const before = keys();
    const report = await sweepUploads({ db: ctx.deps.db, storage: ctx.deps.storage, graceMs: 0 });
    expect(report.removed).toEqual(['listings/uploading-320.webp']);
    expect(keys().sort()).toEqual(before.filter((key) => key !== 'listings/uploading-320.webp').sort());
  });

  it('knows every column that names a stored file', () => {
    const naming = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns
          .filter((column) => /(image_key|storage_key|picture|photo|_file)$/.test(column.name))
          .map((column) => `${config.name}.${column.name}`);
      });
    expect(naming.sort()).toEqual(FILE_REFERENCES.map((ref) => `${ref.table}.${ref.column}`).sort());
  });

  it('reads durations', () => {
    expect(parseDuration('1h')).toBe(HOUR);
    expect(parseDuration('30m')).toBe(30 * 60_000);
    expect(parseDuration('0')).toBe(0);
    expect(parseDuration('90')).toBe(90_000);
    expect(parseDuration('2d')).toBe(48 * HOUR);
    expect(parseDuration('soon')).toBeNull();
  });
});
