import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';
import {
  conversations,
  courierProfiles,
  deliveries,
  deliveryRatings,
  listingImages,
  listings,
  messages,
  promos,
  users,
} from '@dwa/db/schema';
import { CATEGORIES, CATEGORY_NAMES } from '@dwa/shared/catalogue';
import { verifyPassword } from '../lib/password';
import { createDiskStorage, type Storage } from '../lib/storage';
import { seedDemoData, type SeedResult } from './demo';

const TIMEOUT = 120_000;

let database: Database;
let storage: Storage;
let dir: string;
let first: SeedResult;
let seedMs = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dwa-seed-'));
  storage = createDiskStorage(dir);
  database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const started = performance.now();
  first = await seedDemoData({ db: database.db, storage });
  seedMs = performance.now() - started;
}, TIMEOUT);

afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('seedDemoData', { timeout: TIMEOUT }, () => {
  it("stocks the shop with the demo catalogue's goods and gives two sellers promo codes", async () => {
    const goods = await database.db
      .select({ category: listings.category, quantity: listings.quantity })
      .from(listings)
      .where(eq(listings.buyNow, true));
    expect(goods.length).toBeGreaterThanOrEqual(20);
    expect(new Set(goods.map((row) => row.category))).toEqual(new Set(['Electronics', 'Fashion', 'Home & Garden', 'Sports & Leisure']));
    expect(goods.every((row) => row.quantity >= 1)).toBe(true);
    const codes = (await database.db.select({ code: promos.code }).from(promos)).map((row) => row.code).sort();
    expect(codes).toEqual(['AKWAABA10', 'FREEDELIVERY', 'KENTE20']);
  });

  it('seeds an empty database quickly', () => {
    expect(first.seeded).toBe(true);
    expect(seedMs).toBeLessThan(60_000);
  });

  it('creates the four demo accounts, verified, with password demo1234', async () => {
    const rows = await database.db.select().from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const expected = { 'seller@demo.gh': 'SELLER', 'buyer@demo.gh': 'CUSTOMER', 'courier@demo.gh': 'COURIER', 'admin@demo.gh': 'ADMIN' };
    for (const [email, userType] of Object.entries(expected)) {
      const user = byEmail.get(email);
      expect(user, email).toBeDefined();
      expect(user?.userType).toBe(userType);
      expect(user?.isVerified).toBe(true);
      expect(first.accounts).toContainEqual({ email, userType });
    }
    expect(byEmail.get('seller@demo.gh')?.businessName).toBeTruthy();
    expect(rows.every((row) => row.isVerified && row.email.endsWith('@demo.gh') && /^\+233\d{9}$/.test(row.phone ?? ''))).toBe(true);
    expect(rows.filter((row) => row.userType === 'SELLER').length).toBeGreaterThanOrEqual(4);
    expect(await verifyPassword('demo1234', rows[0]!.passwordHash)).toBe(true);
  });

  it('creates listings in every category and sub-category', async () => {
    const rows = await database.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(rows.map((row) => row.category));
    expect([...categories].sort()).toEqual([...CATEGORY_NAMES].sort());
    for (const category of CATEGORY_NAMES) {
      for (const subCategory of CATEGORIES[category]) {
        expect(
          rows.some((row) => row.category === category && row.subCategory === subCategory),
          `${category} / ${subCategory}`,
        ).toBe(true);
      }
    }
    expect(rows.filter((row) => row.status === 'inactive')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(2);
    // Featured and Urgent are bought (ADR 072): no demo ad carries a badge nobody paid for.
    expect(rows.filter((row) => row.promotion !== 'NONE')).toEqual([]);
    for (const row of rows) {
      expect(row.description.length).toBeGreaterThanOrEqual(40);
      expect(Number.isInteger(row.pricePesewas)).toBe(true);
      expect(row.likesCount).toBeLessThanOrEqual(120);
      expect(row.viewsCount).toBeLessThanOrEqual(2500);
      expect(Date.now() - row.createdAt.getTime()).toBeLessThanOrEqual(61 * 24 * 3600 * 1000);
    }
    const [seller] = await database.db.select().from(users).where(eq(users.email, 'seller@demo.gh'));
    const own = rows.filter((row) => row.userId === seller?.id);
    expect(own.some((row) => row.status === 'inactive')).toBe(true);
    expect(own.some((row) => row.status === 'pending')).toBe(true);
  });

  it('gives every listing 1 to 4 images whose variants are in storage, cards <= 40 KB', async () => {
    const rows = await database.db.select().from(listings);
    const images = await database.db.select().from(listingImages);
    for (const listing of rows) {
      const own = images.filter((image) => image.listingId === listing.id).sort((a, b) => a.position - b.position);
      expect(own.length, listing.title).toBeGreaterThanOrEqual(1);
      expect(own.length, listing.title).toBeLessThanOrEqual(4);
      expect(own.map((image) => image.position)).toEqual(own.map((_, i) => i));
    }
    for (const image of images) {
      expect(image.width).toBe(800);
      expect(image.height).toBe(600);
      const card = await storage.get(`${image.storageKey}-320.webp`);
      expect(card, image.storageKey).not.toBeNull();
      expect(card!.length).toBeLessThanOrEqual(40 * 1024);
      expect(await storage.get(`${image.storageKey}-640.webp`)).not.toBeNull();
    }
  });

  it('makes courier@demo.gh an approved courier with past deliveries for buyer@demo.gh', async () => {
    const rows = await database.db.select({ id: users.id, email: users.email }).from(users);
    const id = (email: string) => rows.find((row) => row.email === email)?.id;
    const [profile] = await database.db
      .select()
      .from(courierProfiles)
      .where(eq(courierProfiles.userId, id('courier@demo.gh')!));
    expect(profile).toMatchObject({ vehicleType: 'motorbike', region: 'Greater Accra' });
    const past = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.customerId, id('buyer@demo.gh')!));
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(past.every((row) => row.status === 'delivered' && row.courierId === id('courier@demo.gh'))).toBe(true);
    expect((await database.db.select().from(deliveryRatings)).length).toBeGreaterThanOrEqual(1);
  });

  it('gives buyer@demo.gh and seller@demo.gh two conversations about his listings, each ending unread', async () => {
    const rows = await database.db.select({ id: users.id, email: users.email }).from(users);
    const buyerId = rows.find((row) => row.email === 'buyer@demo.gh')!.id;
    const sellerId = rows.find((row) => row.email === 'seller@demo.gh')!.id;
    const chats = await database.db.select().from(conversations);
    expect(chats).toHaveLength(2);
    for (const chat of chats) {
      expect([chat.user1Id, chat.user2Id].sort()).toEqual([buyerId, sellerId].sort());
      expect(chat.listingId).not.toBeNull();
      const lines = await database.db.select().from(messages).where(eq(messages.conversationId, chat.id));
      expect(lines.filter((line) => line.isIntro)).toHaveLength(1);
      expect(lines.filter((line) => line.readAt === null).map((line) => line.id)).toEqual([chat.lastMessageId]);
    }
  });

  it('does nothing on a second call', async () => {
    const before = await counts();
    const second = await seedDemoData({ db: database.db, storage });
    expect(second.seeded).toBe(false);
    expect(second.accounts).toEqual(first.accounts);
    expect(await counts()).toEqual(before);
  });
});

async function counts() {
  const [u] = await database.db.select({ n: count() }).from(users);
  const [l] = await database.db.select({ n: count() }).from(listings);
  const [i] = await database.db.select({ n: count() }).from(listingImages);
  return { users: u?.n, listings: l?.n, images: i?.n, files: readdirSync(join(dir, 'listings')).length };
}
