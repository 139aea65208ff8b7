import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { listingImages, listings, users } from '@dwa/db/schema';
import { cedisToPesewas } from '@dwa/shared/money';
import { storeImageVariants, type StoredImage } from '../lib/images';
import { hashPassword } from '../lib/password';
import type { Storage } from '../lib/storage';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PASSWORD, type DemoListing } from './demo-data';
import { seedDemoShop } from './demo-shop';
import { seedDemoChats } from './demo-chat';
import { seedDemoDeliveries } from './demo-deliveries';
import { createRandom, renderDemoImage } from './demo-images';

// Demo data for an empty development database: accounts of every type (password demo1234),
// listings in every sub-category with generated photos, an approved courier with two past
// deliveries for the demo buyer, and two chats between the demo buyer and seller. Rows go in one
// transaction; the photos are written first and removed again if the rows cannot be written.

export type SeedDeps = { db: Db; storage: Storage; log?: (msg: string) => void };
export type SeedResult = { seeded: boolean; accounts: { email: string; userType: string }[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGE_CONCURRENCY = 2;
/** How many photos a listing gets, per category: [min, max]. */
const IMAGE_RANGE: Record<DemoListing['category'], readonly [number, number]> = {
  Electronics: [1, 3],
  Vehicles: [2, 4],
  Property: [2, 4],
  Fashion: [1, 3],
  'Home & Garden': [1, 3],
  'Sports & Leisure': [1, 2],
  Jobs: [1, 1],
  Services: [1, 2],
  Community: [1, 2],
  Other: [1, 2],
};

class AlreadySeeded extends Error {}

/** Fills an empty database with the demo marketplace; does nothing when any user exists. */
export async function seedDemoData(deps: SeedDeps): Promise<SeedResult> {
  const { db, storage } = deps;
  const log = deps.log ?? (() => undefined);
  if (await hasUsers(db)) return { seeded: false, accounts: await existingDemoAccounts(db) };

  const started = performance.now();
  const now = Date.now();
  const plan = planListings(now);
  const passwordHash = hashPassword(DEMO_PASSWORD); // once, shared (full-strength argon2id), while images render

  const images = await renderAll(storage, plan);
  const writtenKeys = images.flat().flatMap((image) => image.keys);
  try {
    await db.transaction(async (tx) => {
      // Two API processes on one PostgreSQL may start together: one seeds, the other sees users.
      await tx.execute(sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`);
      if (await hasUsers(tx)) throw new AlreadySeeded();
      const hash = await passwordHash;

      const userRows = await tx
        .insert(users)
        .values(
          DEMO_ACCOUNTS.map((account, i) => {
            const createdAt = new Date(now - (150 - i * 9) * DAY_MS);
            const business = 'business' in account ? account.business : undefined;
            return {
              email: account.email,
              passwordHash: hash,
              name: account.name,
              phone: account.phone,
              address: account.address,
              userType: account.userType,
              isVerified: true,
              gender: account.gender,
              bio: 'bio' in account ? account.bio : null,
              businessName: business?.name ?? null,
              businessDescription: business?.description ?? null,
              businessType: business?.type ?? null,
              businessRegistrationNumber: business && 'registrationNumber' in business ? business.registrationNumber : null,
              businessPhone: business?.phone ?? null,
              businessEmail: business ? account.email : null,
              businessWebsite: business && 'website' in business ? business.website : null,
              businessAddress: business?.address ?? null,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: users.id, email: users.email });
      const userIdByKey = new Map(
        DEMO_ACCOUNTS.map((account) => [account.key as string, userRows.find((row) => row.email === account.email)?.id]),
      );

      const listingRows = await tx
        .insert(listings)
        .values(
          plan.map(({ listing, createdAt, likes, views }) => {
            const userId = userIdByKey.get(listing.seller);
            const pricePesewas = cedisToPesewas(listing.price);
            if (userId === undefined || pricePesewas === null) throw new Error(`Bad demo listing: ${listing.title}`);
            return {
              userId,
              title: listing.title,
              description: listing.description,
              pricePesewas,
              category: listing.category,
              subCategory: listing.subCategory,
              brand: listing.brand,
              type: listing.type,
              condition: listing.condition,
              // A badge is a paid boost's (ADR 072): the demo's ads start with none, whatever the data marks.
              promotion: 'NONE' as const,
              status: listing.status ?? ('active' as const),
              region: listing.region,
              town: listing.town,
              likesCount: likes,
              viewsCount: views,
              // A full lifetime from the seeding (ADR 066), as the migration gives live ads.
              expiresAt: (listing.status ?? 'active') === 'active' ? new Date(now + 30 * DAY_MS) : null,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: listings.id, title: listings.title });
      // Titles are unique in the demo data, so they map the returned ids back whatever the row order.
      const listingIdByTitle = new Map(listingRows.map((row) => [row.title, row.id]));

      const imageRows = plan.flatMap(({ listing, createdAt }, i) =>
        (images[i] ?? []).map((image, position) => ({
          listingId: listingIdByTitle.get(listing.title) ?? 0,
          position,
          storageKey: image.storageKey,
          width: image.width,
          height: image.height,
          createdAt,
        })),
      );
      await tx.insert(listingImages).values(imageRows);

      const courierId = userRows.find((row) => row.email === 'courier@demo.gh')?.id;
      const customerId = userRows.find((row) => row.email === 'buyer@demo.gh')?.id;
      const adminId = userRows.find((row) => row.email === 'admin@demo.gh')?.id;
      if (courierId !== undefined && customerId !== undefined) await seedDemoDeliveries(tx, { courierId, customerId, adminId }, now);
      const sellerId = userRows.find((row) => row.email === 'seller@demo.gh')?.id;
      if (sellerId !== undefined && customerId !== undefined)
        await seedDemoChats(tx, { buyerId: customerId, sellerId }, listingIdByTitle, now);
      const fashionId = userRows.find((row) => row.email === 'serwaa.fashion@demo.gh')?.id;
      await seedDemoShop(tx, { electronics: sellerId, fashion: fashionId }, now);
    });
  } catch (error) {
    await storage.remove(writtenKeys).catch(() => undefined);
    if (error instanceof AlreadySeeded) return { seeded: false, accounts: await existingDemoAccounts(db) };
    throw error;
  }

  const imageCount = images.reduce((sum, list) => sum + list.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Demo data seeded in ${seconds} s: ${DEMO_ACCOUNTS.length} accounts (password ${DEMO_PASSWORD}), ` +
      `${plan.length} listings, ${imageCount} images`,
  );
  return { seeded: true, accounts: DEMO_ACCOUNTS.map(({ email, userType }) => ({ email, userType })) };
}

async function hasUsers(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

async function existingDemoAccounts(db: Db): Promise<SeedResult['accounts']> {
  const emails: string[] = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await db.select({ email: users.email, userType: users.userType }).from(users).where(inArray(users.email, emails));
  return rows.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
}

type PlannedListing = { listing: DemoListing; createdAt: Date; likes: number; views: number; imageCount: number };

/** Dates, counters and photo counts drawn from a seeded PRNG: the same on every run, relative to now. */
function planListings(now: number): PlannedListing[] {
  const random = createRandom(20_240_601);
  return DEMO_LISTINGS.map((listing) => {
    const pending = listing.status === 'pending';
    const daysAgo = pending ? 0.1 + random() * 2 : 0.2 + random() * 59.5;
    const createdAt = new Date(now - Math.round(daysAgo * DAY_MS));
    // Older and promoted listings have been seen more; likes follow views.
    const age = Math.min(1, 0.35 + daysAgo / 60);
    let views = Math.round(5 + random() ** 2 * 2495 * age);
    if (listing.promotion) views = Math.max(views, Math.round(600 + random() * 1900));
    if (pending) views = 5 + Math.floor(random() * 10);
    const likes = pending ? 0 : Math.min(120, Math.round(views * (0.005 + random() * 0.05)));
    const [min, max] = IMAGE_RANGE[listing.category];
    const imageCount = min + Math.floor(random() * (max - min + 1));
    return { listing, createdAt, likes, views: Math.min(2500, views), imageCount };
  });
}

/** Renders and stores every photo, two at a time; on failure removes what was written, then throws. */
async function renderAll(storage: Storage, plan: PlannedListing[]): Promise<StoredImage[][]> {
  const jobs = plan.flatMap(({ listing, imageCount }, listingIndex) =>
    Array.from({ length: imageCount }, (_, index) => ({ listingIndex, index, count: imageCount, listing })),
  );
  const results: StoredImage[][] = plan.map(() => []);
  const written: StoredImage[] = [];
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      try {
        const { category, subCategory, title } = job.listing;
        const jpeg = await renderDemoImage({ category, subCategory, title, index: job.index, count: job.count });
        const stored = await storeImageVariants(storage, jpeg, 'listings');
        written.push(stored);
        (results[job.listingIndex] ?? [])[job.index] = stored;
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: IMAGE_CONCURRENCY }, worker));
  if (failure !== undefined) {
    await storage.remove(written.flatMap((image) => image.keys)).catch(() => undefined);
    throw failure;
  }
  return results;
}
