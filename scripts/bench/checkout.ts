import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '@dwa/db/client';
import { listings, users } from '@dwa/db/schema';
import { signToken } from '../../apps/api/src/lib/tokens';
import { startServer } from './server';
import { BENCH_POSTGRES_URL, adminQuery as admin, cliArg, freePort, runIfMain, withDatabase } from './cli';
import { backendPids, cpuMsOf } from './cpu';
import { percentile } from './stats';

// Checkout under load (issue 13): the real server on PostgreSQL, 20 buyers checking out at once,
// each a cart of two items from two sellers (so every checkout makes two orders, takes stock from
// two listings under their row locks and writes items, events and notices). Timed from the request
// to the answer of POST /api/v1/orders/checkout. After the run, the stock taken must equal what the
// orders hold: nothing oversold, nothing lost.
//
//   node --import tsx scripts/bench/checkout.ts [--buyers=400] [--concurrency=20] [--payment=cash|momo]
// Uses BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432/postgres) to create its database.

export type CheckoutRow = {
  payment: 'cash' | 'momo';
  concurrency: number;
  checkouts: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  perSecond: number;
  consistent: boolean;
  /** CPU per checkout (with its two cart adds): the API process and PostgreSQL's backends of the bench database. */
  apiCpuMs: number;
  databaseCpuMs: number;
};

const POSTGRES_URL = BENCH_POSTGRES_URL;
const SELLERS = 10;
const PRODUCTS_PER_SELLER = 10;
const STOCK = 5000;

export async function benchCheckout(
  options: { buyers?: number; concurrency?: number; payment?: 'cash' | 'momo' } = {},
): Promise<CheckoutRow> {
  const buyers = options.buyers ?? 400;
  const concurrency = options.concurrency ?? 20;
  const payment = options.payment ?? 'cash';
  const name = `dwa_bench_checkout_${process.pid}`;
  const url = withDatabase(POSTGRES_URL, name);
  const secret = randomBytes(32).toString('hex');
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const sellerRows = await database.db
      .insert(users)
      .values(
        Array.from({ length: SELLERS }, (_, i) => ({
          email: `seller${i}@bench.gh`,
          name: `Seller ${i}`,
          passwordHash: 'unused',
          userType: 'SELLER' as const,
          isVerified: true,
          businessAddress: `Shop ${i}, Makola`,
        })),
      )
      .returning({ id: users.id });
    const productRows = await database.db
      .insert(listings)
      .values(
        sellerRows.flatMap((seller, s) =>
          Array.from({ length: PRODUCTS_PER_SELLER }, (_, p) => ({
            userId: seller.id,
            title: `Product ${s}-${p}`,
            description: 'A product for the checkout bench.',
            pricePesewas: 1000 + p * 250,
            category: 'Electronics',
            subCategory: 'Phones',
            buyNow: true,
            quantity: STOCK,
          })),
        ),
      )
      .returning({ id: listings.id, userId: listings.userId });
    const buyerRows = await database.db
      .insert(users)
      .values(
        Array.from({ length: buyers }, (_, i) => ({
          email: `buyer${i}@bench.gh`,
          name: `Buyer ${i}`,
          passwordHash: 'unused',
          isVerified: true,
        })),
      )
      .returning({ id: users.id });

    mkdirSync('.bench', { recursive: true });
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir: `.bench/checkout-${process.pid}`,
      fresh: true,
      env: { DATABASE_URL: url, JWT_SECRET: secret, SEED_DEMO: 'off', SANDBOX_APPROVAL_MS: '2000' },
    });
    const times: number[] = [];
    let failed = 0;
    // CPU from here on: the server, and the backends of its pool (those that open later start at 0).
    const backendsBefore = new Map((await backendPids(url)).map((pid) => [pid, cpuMsOf(pid)]));
    const apiBefore = cpuMsOf(server.pid);
    let apiCpu = 0;
    let databaseCpu = 0;
    const started = performance.now();
    try {
      let next = 0;
      const worker = async () => {
        while (next < buyerRows.length) {
          const index = next++;
          const buyer = buyerRows[index]!;
          const headers = {
            authorization: `Bearer ${await signToken({ sub: buyer.id, ver: 0, typ: 'access' }, secret, 3600)}`,
            'content-type': 'application/json',
          };
          // Two items from two different sellers.
          const first = productRows[index % productRows.length]!;
          const second = productRows[(index + PRODUCTS_PER_SELLER + 1) % productRows.length]!;
          for (const product of [first, second]) {
            await fetch(`${server.url}/api/v1/cart/items`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ listing_id: product.id, quantity: 1 + (index % 2) }),
            });
          }
          const body = {
            delivery_method: 'courier',
            delivery_address: 'House 3, Adum',
            region: 'Ashanti',
            recipient_name: 'Bench Buyer',
            recipient_phone: '0241234567',
            payment_method: payment,
            ...(payment === 'momo' ? { momo_network: 'MTN', momo_number: '0241234567' } : {}),
          };
          const t0 = performance.now();
          const res = await fetch(`${server.url}/api/v1/orders/checkout`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify(body),
          });
          await res.arrayBuffer();
          times.push(performance.now() - t0);
          if (res.status !== 201) failed += 1;
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      apiCpu = cpuMsOf(server.pid) - apiBefore;
      for (const pid of await backendPids(url)) databaseCpu += cpuMsOf(pid) - (backendsBefore.get(pid) ?? 0);
    } finally {
      await server.stop();
    }
    const elapsed = (performance.now() - started) / 1000;

    // Stock taken equals units ordered.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const taken = await client.query<{ n: string }>(`SELECT coalesce(sum(${STOCK} - quantity), 0)::text AS n FROM listings`);
    const ordered = await client.query<{ n: string }>('SELECT coalesce(sum(quantity), 0)::text AS n FROM order_items');
    await client.end();
    const sorted = [...times].sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      payment,
      concurrency,
      checkouts: times.length,
      failed,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? 0),
      perSecond: round(times.length / elapsed),
      consistent: taken.rows[0]?.n === ordered.rows[0]?.n,
      apiCpuMs: round(apiCpu / Math.max(1, times.length)),
      databaseCpuMs: round(databaseCpu / Math.max(1, times.length)),
    };
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
}

export function formatCheckoutTable(rows: CheckoutRow[]): string {
  const lines = [
    '| payment | buyers at once | checkouts | failed | p50 | p99 | max | checkouts/s | API CPU/checkout | PostgreSQL CPU/checkout | stock = ordered |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.payment} | ${row.concurrency} | ${row.checkouts} | ${row.failed} | ${row.p50Ms} ms | ${row.p99Ms} ms | ${row.maxMs} ms | ${row.perSecond} | ${row.apiCpuMs} ms | ${row.databaseCpuMs} ms | ${row.consistent ? 'yes' : 'NO'} |`,
    );
  }
  return lines.join('\n');
}

runIfMain(import.meta.url, async () => {
  const payment = cliArg('payment') === 'momo' ? 'momo' : 'cash';
  const row = await benchCheckout({ buyers: Number(cliArg('buyers') ?? 400), concurrency: Number(cliArg('concurrency') ?? 20), payment });
  console.log(formatCheckoutTable([row]));
});
