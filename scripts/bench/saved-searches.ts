import { sql } from 'drizzle-orm';
import pino from 'pino';
import { CATEGORIES, CATEGORY_NAMES, CONDITIONS, GHANA_REGIONS } from '@dwa/shared/catalogue';
import { migrateDatabase, openDatabase, rowsOf } from '@dwa/db/client';
import { listings, savedSearches, users } from '@dwa/db/schema';
import { createJobQueue } from '../../apps/api/src/lib/jobs';
import { createNotificationService } from '../../apps/api/src/modules/notifications/notifications.service';
import { createSavedSearchService } from '../../apps/api/src/modules/saved-searches/saved-searches.service';
import { liveListing, recordMatches } from '../../apps/api/src/modules/saved-searches/saved-searches.repo';
import { runIfMain } from './cli';
// The API's Fastify augmentations (app.deps, multipart), which the services' types reach through plugins/auth.
import type {} from '../../apps/api/src/app';
import { percentile } from './stats';

// Saved searches (issue 33, ADR 060): matching one new listing against 100,000 saved searches, the
// whole job (the indexed candidate query, the words checked with the search's text query, one
// delivery row per match, an in-app notification per instant match), on PGlite. Budget: < 200 ms.
//
//   node --import tsx scripts/bench/saved-searches.ts

export type SavedSearchesRow = {
  searches: number;
  listings: number;
  /** The matching: the indexed query and its delivery rows, in a transaction rolled back. */
  matchP50Ms: number;
  matchMaxMs: number;
  /** The whole job: matching, then a notification per instant match. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  matchesPerListing: number;
  maxMatches: number;
};

const SEARCHES = 100_000;
const PEOPLE = 5_000;
const LISTINGS = 40;
const WORDS = [
  'samsung',
  'iphone',
  'galaxy',
  'tecno',
  'infinix',
  'laptop',
  'hp',
  'dell',
  'toyota',
  'corolla',
  'honda',
  'sofa',
  'bed',
  'fridge',
  'tv',
  'lg',
  'sony',
  'shoes',
  'dress',
  'bag',
  'watch',
  'generator',
  'phone',
  'camera',
  'canon',
  'bicycle',
  'chair',
  'table',
  'rice',
  'blender',
];
/** A vocabulary of 2,000 words, the popular ones first; drawn log-uniformly (a few words are common, most rare). */
const VOCABULARY = [...WORDS, ...Array.from({ length: 2000 - WORDS.length }, (_, i) => `item${i}`)];
const log = pino({ level: 'warn' });
const round = (value: number) => Math.round(value * 10) / 10;

/** A fixed pseudo-random sequence, so every run matches the same searches. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

export async function benchSavedSearches(): Promise<SavedSearchesRow> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const next = random(33);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    const word = () => VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(VOCABULARY.length ** next()) - 1)]!;
    const at = new Date();

    const people = await db
      .insert(users)
      .values(Array.from({ length: PEOPLE }, (_, i) => ({ email: `watcher${i}@bench.dwa`, passwordHash: 'x', name: `Watcher ${i}` })))
      .returning({ id: users.id });
    const [seller] = await db
      .insert(users)
      .values({ email: 'seller@bench.dwa', passwordHash: 'x', name: 'Seller', userType: 'SELLER' })
      .returning({ id: users.id });

    // 15% of the searches in any category, 40% in any region, 85% with one or two words, half with a price range.
    const rows = Array.from({ length: SEARCHES }, (_, i) => {
      const category = next() < 0.15 ? '' : pick(CATEGORY_NAMES);
      const sub = category && next() < 0.3 ? pick(CATEGORIES[category as keyof typeof CATEGORIES]) : null;
      const min = next() < 0.5 ? Math.floor(next() * 100) * 1000 : null;
      const words = next() < 0.85 ? (next() < 0.3 ? `${word()} ${word()}` : word()) : null;
      return {
        userId: people[i % PEOPLE]!.id,
        name: `Search ${i}`,
        params: {},
        frequency: pick(['instant', 'instant', 'daily', 'weekly', 'off'] as const),
        categoryKey: category,
        subCategory: sub,
        regionKey: next() < 0.4 ? '' : pick(GHANA_REGIONS),
        condition: next() < 0.2 ? pick(CONDITIONS) : null,
        minPricePesewas: min,
        maxPricePesewas: min === null ? null : min + Math.floor(next() * 500) * 1000,
        tsq: words
          ? words
              .split(' ')
              .map((w) => `'${w}':*`)
              .join(' & ')
          : null,
        createdAt: at,
        updatedAt: at,
      };
    });
    for (let i = 0; i < rows.length; i += 2000) {
      await db.insert(savedSearches).values(rows.slice(i, i + 2000));
    }
    await db.execute(sql`ANALYZE saved_searches`);

    const ids: number[] = [];
    for (let i = 0; i < LISTINGS; i += 1) {
      const category = pick(CATEGORY_NAMES);
      const [row] = await db
        .insert(listings)
        .values({
          userId: seller!.id,
          title: `${word()} ${word()} ${word()} ${i}`,
          description: `Good condition ${word()}, call me.`,
          pricePesewas: Math.floor(next() * 50_000) * 100,
          category,
          subCategory: pick(CATEGORIES[category as keyof typeof CATEGORIES]),
          condition: pick(CONDITIONS),
          region: pick(GHANA_REGIONS),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: listings.id });
      ids.push(row!.id);
    }

    const jobs = createJobQueue({ database, log, config: { concurrency: 1, leaseMs: 60_000, pollMs: 2000 } });
    // Matching only: the digest mail (mail, storage) is not reached.
    const notifications = createNotificationService({ db, now: () => new Date(), push: { jobs, sender: null, vapid: null } });
    const unused = { queue: () => Promise.reject(new Error('no mail in the bench')), url: (key: string) => key };
    const service = createSavedSearchService({
      db,
      now: () => new Date(),
      jobs,
      notifications,
      mail: unused,
      storage: unused,
      unsubscribeSecret: 'bench',
    });
    await service.matchListing(ids[0]!); // warm-up (plans, caches); its listing is not counted
    const matching: number[] = [];
    const counts: number[] = [];
    class RolledBack extends Error {}
    for (const id of ids.slice(1)) {
      const listing = (await liveListing(db, id))!;
      const started = performance.now();
      await db
        .transaction(async (tx) => {
          counts.push((await recordMatches(tx, listing, new Date())).length);
          matching.push(performance.now() - started);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    }
    matching.sort((a, b) => a - b);
    const samples: number[] = [];
    for (const id of ids.slice(1)) {
      const started = performance.now();
      await service.matchListing(id);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const [delivered] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM saved_search_deliveries WHERE listing_id <> ${ids[0]!}`,
    );
    return {
      searches: SEARCHES,
      listings: samples.length,
      matchP50Ms: round(percentile(matching, 50)),
      matchMaxMs: round(matching.at(-1) ?? 0),
      maxMatches: Math.max(...counts),
      p50Ms: round(percentile(samples, 50)),
      p99Ms: round(percentile(samples, 99)),
      maxMs: round(samples.at(-1) ?? 0),
      matchesPerListing: Math.round((delivered?.n ?? 0) / samples.length),
    };
  } finally {
    await database.close();
  }
}

export function formatSavedSearchesTable(row: SavedSearchesRow): string {
  const ok = row.matchMaxMs < 200;
  return [
    `  ${row.searches} searches, ${row.listings} new listings, ${row.matchesPerListing} matches a listing on average (at most ${row.maxMatches})`,
    `  matching (indexed query + delivery rows): p50 ${row.matchP50Ms} ms, max ${row.matchMaxMs} ms  ${ok ? 'within' : 'OUT OF'} budget (200 ms)`,
    `  whole job (+ one notification per instant match): p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, max ${row.maxMs} ms`,
  ].join('\n');
}

runIfMain(import.meta.url, async () => {
  console.log(`\nSaved searches: matching one new listing on PGlite\n${formatSavedSearchesTable(await benchSavedSearches())}`);
});
