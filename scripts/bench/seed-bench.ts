import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';
import { users } from '@dwa/db/schema';
import { GHANA_REGIONS } from '@dwa/shared/catalogue';
import { DEMO_LISTINGS } from '../../apps/api/src/seed/demo-data';
import { createRandom } from '../../apps/api/src/seed/demo-images';
import { cliArg, runIfMain } from './cli';

// Benchmark data: many realistic listings, fast. Each listing is one of the demo listings
// (apps/api/src/seed/demo-data.ts) with a varied title, price, place, age, status, promotion and
// counts, from a fixed random seed. Rows go in with INSERT ... SELECT FROM unnest(arrays), 5,000 per
// statement; photos are 1 to 3 rows per listing pointing at a few shared storage keys (no files:
// the API only builds URLs from them), in one INSERT ... SELECT over generate_series. The secondary
// indexes of both tables are dropped before and built again after (as a restore does): building a
// GIN index once is many times faster than updating it row by row, and makes 1,000,000 listings a
// matter of minutes.
//
//   node --import tsx scripts/bench/seed-bench.ts --url=postgres://root@127.0.0.1:5432/db [--count=100000]
//   node --import tsx scripts/bench/seed-bench.ts --data-dir=.bench/pglite [--count=100000]

const BATCH = 5_000;
const SELLERS = 40;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHARED_PHOTOS = 12;

const TITLE_SUFFIXES = [
  '',
  '',
  '',
  ' - Negotiable',
  ' (Clean)',
  ' - Quick sale',
  ' - Original',
  ' - Like new',
  ' with warranty',
  ' - Tokunbo',
];
const EXTRA_SENTENCES = [
  '',
  '',
  ' Call or WhatsApp for more details.',
  ' Price slightly negotiable for serious buyers.',
  ' Mobile Money accepted, delivery can be arranged.',
  ' Serious buyers only, no time wasters please.',
  ' Can send more photos on request.',
];
const TOWNS: Record<string, string[]> = {
  'Greater Accra': ['Accra', 'Osu', 'East Legon', 'Madina', 'Tema', 'Spintex', 'Dansoman', 'Kasoa'],
  Ashanti: ['Kumasi', 'Ejisu', 'Obuasi', 'Suame', 'Adum'],
  Western: ['Takoradi', 'Tarkwa'],
  Central: ['Cape Coast', 'Winneba'],
  Eastern: ['Koforidua', 'Nkawkaw'],
  Volta: ['Ho', 'Hohoe'],
  Northern: ['Tamale', 'Yendi'],
  'Upper East': ['Bolgatanga'],
  'Upper West': ['Wa'],
  Bono: ['Sunyani'],
};

export type SeedBenchResult = { listings: number; active: number; images: number; ms: number };

/** Adds `count` listings (and a few sellers) to a migrated database, then VACUUM ANALYZE. */
export async function seedBench(database: Database, options: { count?: number; now?: number } = {}): Promise<SeedBenchResult> {
  const count = options.count ?? 100_000;
  const now = options.now ?? Date.now();
  const started = performance.now();
  const random = createRandom(20261121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const { db } = database;

  const sellerRows = await db
    .insert(users)
    .values(
      Array.from({ length: SELLERS }, (_, i) => ({
        email: `bench-seller-${i}@bench.dwa`,
        name: `Bench Seller ${i}`,
        // Not a valid scrypt hash: these accounts cannot sign in.
        passwordHash: 'bench:no-login',
        userType: 'SELLER' as const,
        phone: `+23324${String(1000000 + i).slice(-7)}`,
        isVerified: i % 3 === 0,
        businessName: i % 2 === 0 ? `Bench Traders ${i}` : null,
      })),
    )
    .returning({ id: users.id });
  const sellerIds = sellerRows.map((row) => row.id);

  const rebuildIndexes = await dropSecondaryIndexes(database, ['listings', 'listing_images']);
  // The facet counts' triggers (migration 0015) are off during the load and the counts rebuilt once after.
  await db.execute(sql`ALTER TABLE listings DISABLE TRIGGER USER`);
  let active = 0;
  for (let offset = 0; offset < count; offset += BATCH) {
    const size = Math.min(BATCH, count - offset);
    const columns = {
      userId: [] as number[],
      title: [] as string[],
      description: [] as string[],
      price: [] as number[],
      category: [] as string[],
      subCategory: [] as string[],
      brand: [] as (string | null)[],
      type: [] as (string | null)[],
      condition: [] as (string | null)[],
      promotion: [] as string[],
      status: [] as string[],
      region: [] as string[],
      town: [] as string[],
      likes: [] as number[],
      views: [] as number[],
      createdAt: [] as string[],
    };
    for (let i = 0; i < size; i += 1) {
      const template = pick(DEMO_LISTINGS);
      const roll = random();
      const status = roll < 0.92 ? 'active' : roll < 0.96 ? 'inactive' : 'pending';
      if (status === 'active') active += 1;
      const promo = random();
      const ownPlace = random() < 0.7;
      const region = ownPlace ? template.region : pick(GHANA_REGIONS);
      const created = now - Math.floor(random() * random() * 180 * DAY_MS);
      columns.userId.push(pick(sellerIds));
      columns.title.push(`${template.title}${pick(TITLE_SUFFIXES)}`);
      columns.description.push(`${template.description}${pick(EXTRA_SENTENCES)}`);
      columns.price.push(Math.max(100, Math.round(template.price * (0.7 + random() * 0.6)) * 100));
      columns.category.push(template.category);
      columns.subCategory.push(template.subCategory);
      columns.brand.push(template.brand);
      columns.type.push(template.type);
      columns.condition.push(template.condition);
      columns.promotion.push(promo < 0.04 ? 'FEATURED' : promo < 0.08 ? 'URGENT' : 'NONE');
      columns.status.push(status);
      columns.region.push(region);
      columns.town.push(ownPlace ? template.town : pick(TOWNS[region] ?? [region]));
      columns.likes.push(Math.floor(random() ** 3 * 60));
      columns.views.push(Math.floor(random() ** 2 * 3000));
      columns.createdAt.push(new Date(created).toISOString());
    }
    await db.execute(sql`
      INSERT INTO listings (user_id, title, description, price_pesewas, category, sub_category, brand, type, condition,
                            promotion, featured, status, region, town, likes_count, views_count, created_at, updated_at)
      SELECT u, ti, d, p, c, s, b, ty, co, pr, pr = 'FEATURED', st, r, tw, l, v, ca, ca
      FROM unnest(${sql.param(columns.userId)}::int[], ${sql.param(columns.title)}::text[], ${sql.param(columns.description)}::text[], ${sql.param(columns.price)}::bigint[],
                  ${sql.param(columns.category)}::text[], ${sql.param(columns.subCategory)}::text[], ${sql.param(columns.brand)}::text[], ${sql.param(columns.type)}::text[],
                  ${sql.param(columns.condition)}::text[], ${sql.param(columns.promotion)}::text[], ${sql.param(columns.status)}::text[], ${sql.param(columns.region)}::text[],
                  ${sql.param(columns.town)}::text[], ${sql.param(columns.likes)}::int[], ${sql.param(columns.views)}::int[], ${sql.param(columns.createdAt)}::timestamptz[])
        AS t(u, ti, d, p, c, s, b, ty, co, pr, st, r, tw, l, v, ca)`);
  }

  // 1 to 3 photos per listing, from a few shared keys.
  const sellerList = sql.join(
    sellerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const inserted = await db.execute(sql`
    INSERT INTO listing_images (listing_id, position, storage_key, width, height, created_at)
    SELECT l.id, g.n, 'bench/photo-' || ((l.id * 7 + g.n) % ${SHARED_PHOTOS}), 1280, 960, l.created_at
    FROM listings l CROSS JOIN generate_series(0, 2) AS g(n)
    WHERE l.user_id IN (${sellerList}) AND g.n <= l.id % 3`);
  await db.execute(sql`ALTER TABLE listings ENABLE TRIGGER USER`);
  await db.execute(sql`SELECT listing_facet_counts_rebuild()`);
  await rebuildIndexes();
  await db.execute(sql`VACUUM ANALYZE listings`);
  await db.execute(sql`VACUUM ANALYZE listing_images`);
  await db.execute(sql`VACUUM ANALYZE users`);
  return { listings: count, active, images: rowCount(inserted), ms: Math.round(performance.now() - started) };
}

/**
 * Drops the tables' indexes that back no constraint (the primary keys stay); answers the function
 * that creates them again, from their own definitions (pg_indexes), with room to sort in memory.
 */
async function dropSecondaryIndexes(database: Database, tables: string[]): Promise<() => Promise<void>> {
  const { db } = database;
  const result = await db.execute(sql`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename IN (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.name}"`));
  return async () => {
    for (const index of indexes) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(index.definition));
      });
    }
  };
}

function rowCount(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return value.rowCount ?? value.affectedRows ?? value.rows?.length ?? 0;
}

async function main() {
  const arg = cliArg;
  const url = arg('url');
  const dataDir = arg('data-dir');
  if (!url && !dataDir) throw new Error('Give --url=postgres://... or --data-dir=<PGlite data dir>');
  const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir: dataDir! });
  try {
    await migrateDatabase(database);
    const result = await seedBench(database, { count: Number(arg('count') ?? 100_000) });
    console.log(`Seeded ${result.listings} listings (${result.active} active) and ${result.images} photos in ${result.ms} ms`);
  } finally {
    await database.close();
  }
}

runIfMain(import.meta.url, main);
