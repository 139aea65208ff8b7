import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { migrateDatabase, openDatabase } from '@dwa/db/client';
import { conversations, listings, users } from '@dwa/db/schema';
import { signToken } from '../../apps/api/src/lib/tokens';
import { BENCH_POSTGRES_URL, adminQuery, withDatabase } from './cli';
import { seedBench } from './seed-bench';

// The world the mixed-load bench (mixed.ts) runs in: a throwaway PostgreSQL database with listings,
// sellers and customers in conversation, their tokens, and the photo and form a posted listing sends.

const POSTGRES_URL = BENCH_POSTGRES_URL;
export const LISTINGS = 20_000;
const CUSTOMERS = 400;

export type World = {
  url: string;
  name: string;
  secret: string;
  sellers: string[];
  chats: Array<{ id: number; tokens: [string, string] }>;
  listingIds: number[];
  photo: Buffer;
};

/** A database with 20,000 listings (scripts/bench/seed-bench.ts), 400 customers each in a conversation with a seller. */
export async function prepare(): Promise<World> {
  const name = `dwa_bench_mixed_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = withDatabase(POSTGRES_URL, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const secret = randomBytes(32).toString('hex');
  try {
    await migrateDatabase(database);
    await seedBench(database, { count: LISTINGS });
    const sellerRows = await database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.userType, ['SELLER']));
    const customerRows = await database.db
      .insert(users)
      .values(
        Array.from({ length: CUSTOMERS }, (_, i) => ({
          email: `mixed${i}@bench.gh`,
          name: `Buyer ${i}`,
          passwordHash: 'unused',
          isVerified: true,
        })),
      )
      .returning({ id: users.id });
    const pairs = customerRows.map((customer, i) => {
      const seller = sellerRows[i % sellerRows.length]!.id;
      return { user1Id: Math.min(customer.id, seller), user2Id: Math.max(customer.id, seller), customer: customer.id, seller };
    });
    const created = await database.db
      .insert(conversations)
      .values(pairs.map(({ user1Id, user2Id }) => ({ user1Id, user2Id })))
      .returning({ id: conversations.id });
    const token = (id: number) => signToken({ sub: id, ver: 0, typ: 'access' }, secret, 24 * 3600);
    const chats = await Promise.all(
      created.map(async (row, i) => ({
        id: row.id,
        tokens: [await token(pairs[i]!.customer), await token(pairs[i]!.seller)] as [string, string],
      })),
    );
    // Listings a visitor can open: the seed leaves some sold, pending or expired, which answer 404.
    const listingIds = (await database.db.select({ id: listings.id }).from(listings).where(eq(listings.status, 'active')).limit(5000)).map(
      (row) => row.id,
    );
    const sellers = await Promise.all(sellerRows.map((row) => token(row.id)));
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer();
    return { url, name, secret, sellers, chats, listingIds, photo };
  } finally {
    await database.close();
  }
}

export function multipartListing(photo: Buffer, index: number): { body: Buffer; contentType: string } {
  const boundary = `----dwabench${randomBytes(8).toString('hex')}`;
  const fields: Record<string, string> = {
    title: `Bench listing ${index}`,
    description: 'Posted by the mixed benchmark.',
    price: String(100 + (index % 900)),
    category: 'Electronics',
    sub_category: 'Phones',
    promotion: 'NONE',
    region: 'Greater Accra',
    town: 'Osu',
  };
  const parts = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.from(photo),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
