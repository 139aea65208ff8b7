import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@dwa/db/client';
import { listings, promos } from '@dwa/db/schema';

// The shop's demo data: the demo catalogue's goods (phones, clothes, furniture, sports kit) are
// offered for direct purchase with a few units in stock each, and two sellers run promo codes.
// Property, vehicles, jobs, services and community ads stay classified-only.

const SHOP_CATEGORIES = ['Electronics', 'Fashion', 'Home & Garden', 'Sports & Leisure'];
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoShop(tx: Tx, sellers: { electronics?: number; fashion?: number }, now: number): Promise<void> {
  const goods = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.category, SHOP_CATEGORIES), eq(listings.status, 'active')));
  for (const [index, { id }] of goods.entries()) {
    // A deterministic, varied stock: mostly a handful, now and then the last one or a larger batch.
    const quantity = [3, 7, 1, 12, 5, 2, 25, 4][index % 8]!;
    await tx.update(listings).set({ buyNow: true, quantity, expiresAt: null }).where(eq(listings.id, id));
  }
  const at = new Date(now - 2 * DAY_MS);
  const rows = [];
  if (sellers.electronics !== undefined) {
    rows.push(
      {
        sellerId: sellers.electronics,
        code: 'AKWAABA10',
        kind: 'order' as const,
        percentOff: 10,
        minSubtotalPesewas: 10_000,
        maxUses: 200,
        endsAt: new Date(now + 30 * DAY_MS),
      },
      {
        sellerId: sellers.electronics,
        code: 'FREEDELIVERY',
        kind: 'delivery' as const,
        percentOff: 100,
        minSubtotalPesewas: 50_000,
        maxUses: 50,
      },
    );
  }
  if (sellers.fashion !== undefined) {
    rows.push({
      sellerId: sellers.fashion,
      code: 'KENTE20',
      kind: 'order' as const,
      amountOffPesewas: 2_000,
      minSubtotalPesewas: 15_000,
      perBuyerLimit: 1,
      endsAt: new Date(now + 14 * DAY_MS),
    });
  }
  if (rows.length > 0) await tx.insert(promos).values(rows.map((row) => ({ ...row, createdAt: at, updatedAt: at })));
}
