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
// A crowd arrives at a server that has been serving (its code compiled, its connections open), so
// the timed crowd comes after a warm-up round of other buyers on the same fresh server, as the
// search bench warms up before it counts; the warm-up's own figures (the first checkouts a fresh
// server ever takes, all at once) are printed as a row of their own.
//
//   node --import tsx scripts/bench/checkout.ts [--buyers=400] [--warmup=40] [--concurrency=20] [--payment=cash|momo]
// Uses BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432/postgres) to create its database.

export type CheckoutRow = {
  payment: 'cash' | 'momo';
  /** `fresh`: the warm-up round, the first checkouts of a server just started; `crowd`: the timed run after it. */
  phase: 'fresh' | 'crowd';
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
  options: { buyers?: number; warmup?: number; concurrency?: number; payment?: 'cash' | 'momo' } = {},
): Promise<CheckoutRow[]> {
  const buyers = options.buyers ?? 400;
  const warmup = options.warmup ?? 40;
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
        Array.from({ length: warmup + buyers }, (_, i) => ({
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
    const round = (value: number) => Math.round(value * 10) / 10;
    type Phase = Omit<CheckoutRow, 'consistent'>;
    /** The buyers `from` to `to` of buyerRows, `concurrency` at a time; each checkout timed. */
    const crowd = async (phase: CheckoutRow['phase'], from: number, to: number): Promise<Phase> => {
      const times: number[] = [];
      let failed = 0;
      // CPU from here on: the server, and the backends of its pool (those that open later start at 0).
      const backendsBefore = new Map((await backendPids(url)).map((pid) => [pid, cpuMsOf(pid)]));
      const apiBefore = cpuMsOf(server.pid);
      const started = performance.now();
      let next = from;
      const worker = async () => {
        while (next < to) {
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
      const elapsed = (performance.now() - started) / 1000;
      const apiCpu = cpuMsOf(server.pid) - apiBefore;
      let databaseCpu = 0;
      for (const pid of await backendPids(url)) databaseCpu += cpuMsOf(pid) - (backendsBefore.get(pid) ?? 0);
      const sorted = [...times].sort((a, b) => a - b);
      return {
        payment,
        phase,
        concurrency,
        checkouts: times.length,
        failed,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1) ?? 0),
        perSecond: round(times.length / elapsed),
        apiCpuMs: round(apiCpu / Math.max(1, times.length)),
        databaseCpuMs: round(databaseCpu / Math.max(1, times.length)),
      };
    };
    let phases: Phase[];
    try {
      phases = [await crowd('fresh', 0, warmup), await crowd('crowd', warmup, warmup + buyers)];
    } finally {
      await server.stop();
    }

    // Stock taken equals units ordered.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const taken = await client.query<{ n: string }>(`SELECT coalesce(sum(${STOCK} - quantity), 0)::text AS n FROM listings`);
    const ordered = await client.query<{ n: string }>('SELECT coalesce(sum(quantity), 0)::text AS n FROM order_items');
    await client.end();
    const consistent = taken.rows[0]?.n === ordered.rows[0]?.n;
    return phases.map((phase) => ({ ...phase, consistent }));
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
}

/** Issue 35's budget for the crowd (20 buyers at once, after the warm-up): at least 60 checkouts a second, p99 under 300 ms. */
const CHECKOUT_BUDGET = { perSecond: 60, p99Ms: 300 };

/** The crowd row against the budget; the warm-up round has none (it is printed to be seen). */
export function checkoutVerdict(row: CheckoutRow): string {
  if (row.phase === 'fresh') return '-';
  const within = row.perSecond >= CHECKOUT_BUDGET.perSecond && row.p99Ms < CHECKOUT_BUDGET.p99Ms && row.failed === 0 && row.consistent;
  return within ? 'within' : 'OVER';
}

export function formatCheckoutTable(rows: CheckoutRow[]): string {
  const lines = [
    `Budget (issue 35, the crowd row): >= ${CHECKOUT_BUDGET.perSecond} checkouts/s, p99 < ${CHECKOUT_BUDGET.p99Ms} ms, none failed, stock = ordered`,
    '| payment | phase | buyers at once | checkouts | failed | p50 | p99 | max | checkouts/s | API CPU/checkout | PostgreSQL CPU/checkout | stock = ordered | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.payment} | ${row.phase} | ${row.concurrency} | ${row.checkouts} | ${row.failed} | ${row.p50Ms} ms | ${row.p99Ms} ms | ${row.maxMs} ms | ${row.perSecond} | ${row.apiCpuMs} ms | ${row.databaseCpuMs} ms | ${row.consistent ? 'yes' : 'NO'} | ${checkoutVerdict(row)} |`,
    );
  }
  return lines.join('\n');
}

runIfMain(import.meta.url, async () => {
  const payment = cliArg('payment') === 'momo' ? 'momo' : 'cash';
  const rows = await benchCheckout({
    buyers: Number(cliArg('buyers') ?? 400),
    warmup: Number(cliArg('warmup') ?? 40),
    concurrency: Number(cliArg('concurrency') ?? 20),
    payment,
  });
  console.log(formatCheckoutTable(rows));
});
