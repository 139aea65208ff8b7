import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, rowsOf, type Database } from './client';

// Migration 0019 (ADR 057) turns the single-entry ledger_entries into the double-entry ledger
// without losing history: a database with yesterday's rows (a Mobile Money charge and its refund,
// a cash sale and a cash refund, a ride's charge) is migrated, and every row is a transfer whose
// postings sum to zero, with the accounts' balances equal to their postings.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dwa-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function legacyWorld(database: Database) {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`INSERT INTO users (id, email, name, password_hash, user_type) OVERRIDING SYSTEM VALUE VALUES
    (1, 'buyer@example.com', 'Ama', 'x', 'CUSTOMER'), (2, 'seller@example.com', 'Kwame', 'x', 'SELLER'), (3, 'driver@example.com', 'Yaw', 'x', 'COURIER')`);
  await run(
    `INSERT INTO checkouts (id, buyer_id, idempotency_key, request_hash, payment_method) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'k1', 'h', 'momo'), (2, 1, 'k2', 'h', 'cash')`,
  );
  const order = (id: number, checkout: number, method: string, status: string) =>
    run(`INSERT INTO orders (id, checkout_id, buyer_id, seller_id, status, delivery_method, region, recipient_name, recipient_phone, payment_method, subtotal_pesewas, delivery_fee_pesewas, total_pesewas)
         OVERRIDING SYSTEM VALUE VALUES (${id}, ${checkout}, 1, 2, '${status}', 'pickup', 'Ashanti', 'Ama', '+233245551234', '${method}', 12000, 0, 12000)`);
  await order(1, 1, 'momo', 'cancelled');
  await order(2, 1, 'momo', 'completed');
  await order(3, 2, 'cash', 'refunded');
  await run(`INSERT INTO payments (id, checkout_id, buyer_id, provider, reference, network, phone, amount_pesewas, status, expires_at) OVERRIDING SYSTEM VALUE VALUES
    (1, 1, 1, 'sandbox', 'r1', 'MTN', '+233241112233', 24000, 'succeeded', now())`);
  await run(`INSERT INTO rides (id, rider_id, driver_id, status, vehicle, pickup_address, dropoff_address, distance_m, distance_measured, fare_pesewas, payment_method, momo_network, momo_phone, rider_phone, trip_nonce)
    OVERRIDING SYSTEM VALUE VALUES (1, 1, 3, 'completed', 'okada', 'Osu', 'Madina', 5000, false, 2500, 'momo', 'MTN', '+233241112233', '+233241112233', 'n')`);
  await run(`INSERT INTO ledger_entries (order_id, ride_id, payment_id, kind, amount_pesewas, memo) VALUES
    (1, NULL, 1, 'momo_charge', 12000, NULL), (1, NULL, 1, 'refund', -12000, NULL), (2, NULL, 1, 'momo_charge', 12000, NULL),
    (3, NULL, NULL, 'cash_collected', 12000, NULL), (3, NULL, NULL, 'refund', -12000, 'cash given back by the seller'),
    (NULL, 1, NULL, 'momo_charge', 2500, NULL)`);
}

describe('migration 0019: the double-entry ledger', () => {
  it("turns yesterday's ledger rows into balanced transfers, history kept", async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(database.db as never, { migrationsFolder: migrationsUpTo('0018_mails') });
      await legacyWorld(database);
      await migrateDatabase(database);

      const transfers = await rowsOf<{ key: string; kind: string; postings: Record<string, number> }>(
        database.db,
        sql`SELECT t.key, t.kind, json_object_agg(a.kind, p.amount_pesewas) AS postings
            FROM ledger_transfers t JOIN ledger_postings p ON p.transfer_id = t.id JOIN ledger_accounts a ON a.id = p.account_id
            GROUP BY t.id ORDER BY t.id`,
      );
      expect(
        transfers.map(({ key, kind, postings }) => [
          key,
          kind,
          Object.fromEntries(Object.entries(postings).map(([k, v]) => [k, Number(v)])),
        ]),
      ).toEqual([
        ['charge:order:1', 'charge', { provider_clearing: 12000, escrow: -12000 }],
        ['refund:order:1', 'refund', { provider_clearing: -12000, escrow: 12000 }],
        ['charge:order:2', 'charge', { provider_clearing: 12000, escrow: -12000 }],
        ['cash:order:3', 'cash_collected', { cash_in_hand: 12000, cash_sales: -12000 }],
        ['refund:order:3', 'refund', { cash_in_hand: -12000, cash_sales: 12000 }],
        ['charge:ride:1', 'charge', { provider_clearing: 2500, escrow: -2500 }],
      ]);
      const balances = await rowsOf<{ kind: string; balance: string | number; sum: string | number }>(
        database.db,
        sql`SELECT a.kind, a.balance_pesewas AS balance, coalesce((SELECT sum(amount_pesewas) FROM ledger_postings WHERE account_id = a.id), 0) AS sum FROM ledger_accounts a ORDER BY a.kind`,
      );
      for (const row of balances) expect(Number(row.balance), row.kind).toBe(Number(row.sum));
      expect(Number(balances.find((row) => row.kind === 'escrow')!.balance)).toBe(-14500);
      expect(await rowsOf(database.db, sql`SELECT to_regclass('public.ledger_entries') AS t`)).toEqual([{ t: null }]);
    } finally {
      await database.close();
    }
  }, 120_000); // Every migration to 0018, then the rest, in PGlite: 26-28 s of the 30 s default on a loaded machine.
});
