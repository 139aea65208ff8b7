import { listingImages, listings } from '@dwa/db/schema';
import type { TestContext } from '../helpers';
import { multipart, type MultipartFile } from '../multipart';
import { jpeg, photo } from './images';
import type { TestUser } from './users';

// Listings two ways: posted through the API (the seller's form, photos and all), or inserted
// straight into the database (fast; any status, date and counts, for the search and read tests).

export const validFields = {
  title: 'Samsung Galaxy S21',
  description: 'Barely used, with charger and box.',
  price: '2500.50',
  category: 'Electronics',
  sub_category: 'Phones',
  promotion: 'NONE',
  meta: JSON.stringify({ brand: 'Samsung', type: 'S21', condition: 'Like New' }),
  region: 'Greater Accra',
  town: 'Osu',
};

/** POST /api/v1/classifieds/ as `user` (or nobody): one photo unless `files` says otherwise. */
export async function postListing(
  ctx: TestContext,
  user: Pick<TestUser, 'auth'> | null,
  fields: Record<string, string> = validFields,
  files?: MultipartFile[],
) {
  const form = await multipart(fields, files ?? [photo(await jpeg())]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/classifieds/',
    headers: { ...form.headers, ...(user ? user.auth : {}) },
    payload: form.payload,
  });
}

/** Posts a valid listing through the API and answers its id. */
export async function createListing(ctx: TestContext, user: TestUser, fields: Partial<typeof validFields> = {}): Promise<number> {
  const res = await postListing(ctx, user, { ...validFields, ...fields });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export type ListingSeed = {
  title?: string;
  description?: string;
  /** Cedis. */
  price?: number;
  category?: string;
  subCategory?: string;
  brand?: string | null;
  type?: string | null;
  condition?: string | null;
  region?: string | null;
  town?: string | null;
  promotion?: 'NONE' | 'FEATURED' | 'URGENT';
  status?: 'active' | 'inactive' | 'pending';
  likes?: number;
  views?: number;
  createdAt?: Date;
  images?: number;
};

let clock = Date.parse('2026-01-01T00:00:00Z');

/** Inserts a listing into the database (a minute after the previous one unless `createdAt` is given) and answers its id. */
export async function insertListing(ctx: TestContext, seller: TestUser, seed: ListingSeed = {}): Promise<number> {
  clock += 60_000;
  const createdAt = seed.createdAt ?? new Date(clock);
  const [row] = await ctx.deps.db
    .insert(listings)
    .values({
      userId: seller.id,
      title: seed.title ?? 'Plain wooden chair',
      description: seed.description ?? 'Solid and simple, good for a kitchen.',
      pricePesewas: Math.round((seed.price ?? 100) * 100),
      category: seed.category ?? 'Home & Garden',
      subCategory: seed.subCategory ?? 'Furniture',
      brand: seed.brand ?? null,
      type: seed.type ?? null,
      condition: seed.condition === undefined ? 'Good' : seed.condition,
      region: seed.region === undefined ? 'Greater Accra' : seed.region,
      town: seed.town === undefined ? 'Osu' : seed.town,
      promotion: seed.promotion ?? 'NONE',
      // As a running Featured boost leaves it (ADR 076): the featured slots read this flag.
      featured: seed.promotion === 'FEATURED',
      status: seed.status ?? 'active',
      likesCount: seed.likes ?? 0,
      viewsCount: seed.views ?? 0,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: listings.id });
  if (!row) throw new Error('listing insert failed');
  const images = seed.images ?? 0;
  if (images > 0) {
    await ctx.deps.db.insert(listingImages).values(
      Array.from({ length: images }, (_, position) => ({
        listingId: row.id,
        position,
        storageKey: `listings/search-${row.id}-${position}`,
        width: 800,
        height: 600,
      })),
    );
  }
  return row.id;
}
