import { listingImages, listings } from '@dwa/db/schema';
import type { TestContext } from '../../../test/helpers';
import type { TestUser } from './listings.fixtures';

// Listings straight into the database for the search tests: fast, any status, any date and counts.

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

/** Inserts a listing (a minute after the previous one unless `createdAt` is given) and answers its id. */
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

/** A GET of the search with these parameters. */
export function searchUrl(params: Record<string, string | number | undefined>, path = '/api/v1/classifieds/'): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
