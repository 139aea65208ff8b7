import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { checkouts, orderEvents, orderItems, orders, users } from '@dwa/db/schema';
import type { OrderStatus } from '@dwa/shared/orders-rules';

// Drizzle queries for checkouts, orders, their items and events, and nothing else (the buyer's and
// seller's names are read for display and search).

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id'>;

/** The checkout of this key, new (created: true) or the one an earlier request made. */
export async function claimCheckout(
  db: Executor,
  values: { buyerId: number; idempotencyKey: string; requestHash: string; paymentMethod: CheckoutRow['paymentMethod']; createdAt: Date },
): Promise<{ checkout: CheckoutRow; created: boolean }> {
  const [created] = await db.insert(checkouts).values(values).onConflictDoNothing().returning();
  if (created) return { checkout: created, created: true };
  const [existing] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.buyerId, values.buyerId), eq(checkouts.idempotencyKey, values.idempotencyKey)));
  if (!existing) throw new Error('checkout vanished between insert and select');
  return { checkout: existing, created: false };
}

export async function findCheckoutByKey(db: Executor, buyerId: number, key: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.buyerId, buyerId), eq(checkouts.idempotencyKey, key)));
  return row ?? null;
}

/** Several orders in one statement (a checkout's, one per seller). */
export async function insertOrders(db: Executor, values: NewOrder[]): Promise<OrderRow[]> {
  const rows = await db.insert(orders).values(values).returning();
  if (rows.length !== values.length) throw new Error('order insert returned too few rows');
  return rows;
}

export async function insertItems(db: Executor, values: Omit<typeof orderItems.$inferInsert, 'id'>[]): Promise<OrderItemRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(orderItems).values(values).returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function insertOrderEvent(db: Executor, values: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(values);
}

export async function insertOrderEvents(db: Executor, values: NewOrderEvent[]): Promise<void> {
  if (values.length > 0) await db.insert(orderEvents).values(values);
}

export async function findOrder(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function ordersOfCheckout(db: Executor, checkoutId: number, options: { forUpdate?: boolean } = {}): Promise<OrderRow[]> {
  const query = db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id));
  return options.forUpdate ? query.for('update') : query;
}

/** Moves the order on only if it is still in `from` (a conditional update: concurrent moves cannot both win). */
export async function moveOrder(db: Executor, id: number, from: OrderStatus, changes: Partial<NewOrder>): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

export async function itemsOf(db: Executor, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export async function eventsOf(db: Executor, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export type PartyRow = {
  id: number;
  name: string;
  businessName: string | null;
  businessPhone: string | null;
  businessAddress: string | null;
  phone: string | null;
  email: string;
  locale: string;
};

export async function partiesOf(db: Executor, ids: number[]): Promise<Map<number, PartyRow>> {
  if (ids.length === 0) return new Map<number, PartyRow>();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      businessName: users.businessName,
      businessPhone: users.businessPhone,
      businessAddress: users.businessAddress,
      phone: users.phone,
      email: users.email,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export type OrderFilter = {
  role: 'buyer' | 'seller';
  userId: number;
  statuses?: readonly OrderStatus[];
  deliveryMethod?: OrderRow['deliveryMethod'];
  from?: Date;
  to?: Date;
  q?: string;
};

function filterOf(filter: OrderFilter): SQL | undefined {
  const party = filter.role === 'buyer' ? eq(orders.buyerId, filter.userId) : eq(orders.sellerId, filter.userId);
  const conditions: (SQL | undefined)[] = [party];
  // A seller never sees an order that waits for the buyer's payment.
  if (filter.role === 'seller') conditions.push(sql`${orders.status} <> 'pending_payment'`);
  if (filter.statuses) conditions.push(inArray(orders.status, [...filter.statuses]));
  if (filter.deliveryMethod) conditions.push(eq(orders.deliveryMethod, filter.deliveryMethod));
  if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.to) conditions.push(lt(orders.createdAt, filter.to));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const number = /^(?:DWA-)?0*(\d{1,9})$/i.exec(filter.q.trim());
    conditions.push(
      or(
        number ? eq(orders.id, Number(number[1])) : undefined,
        ilike(orders.recipientName, like),
        sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.title} ILIKE ${like})`,
      ),
    );
  }
  return and(...conditions);
}

/** Newest first, keyset on id. */
export async function listOrders(db: Executor, filter: OrderFilter, options: { beforeId?: number; limit: number }): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(filterOf(filter), options.beforeId ? lt(orders.id, options.beforeId) : undefined))
    .orderBy(desc(orders.id))
    .limit(options.limit);
}

export async function countByStatus(db: Executor, filter: Omit<OrderFilter, 'statuses'>): Promise<Map<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(filterOf(filter)).groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

/** To Pay orders whose payment window closed. */
export async function lapsedOrders(db: Executor, at: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, at)))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Every item of a seller's orders in a period, for the sales records (CSV). */
export async function salesRows(db: Executor, sellerId: number, from: Date | undefined, to: Date | undefined) {
  return db
    .select({ order: orders, item: orderItems, buyerName: users.name })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(
      and(
        eq(orders.sellerId, sellerId),
        sql`${orders.status} <> 'pending_payment'`,
        from ? gte(orders.createdAt, from) : undefined,
        to ? lt(orders.createdAt, to) : undefined,
      ),
    )
    .orderBy(asc(orders.id), asc(orderItems.id))
    .limit(50_000);
}
