import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';
import { listingImages, listings, messages, users } from '@dwa/db/schema';
import { jpeg } from '../test/factories/images';
import { adminQuery, databaseUrl, requirePostgres } from '../test/local-postgres';
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from '../test/server-process';
import { LISTING_WIDTHS } from './lib/images';
import { createDiskStorage } from './lib/storage';
import { signToken } from './lib/tokens';
import { CHAT_IMAGE_WIDTHS } from './modules/chat/chat.presenters';
import { sweepUploads } from './sweep-uploads';

// No lost writes (issue 18): the real server under a write load (sign-ups, listings with photos,
// chat messages with and without pictures, delivery requests) is killed with SIGKILL mid-load, then
// started again on the same data. Every write it acknowledged (a 2xx answer arrived) must be there
// and intact; nothing half-written may remain (no listing without its photos, no photo without its
// files, no temporary files); the files a crash left with no row (written, row not committed) are
// removed by sweep-uploads, after which every file is named by a row. On PGlite (the default) and on
// a throwaway PostgreSQL database (test/local-postgres.ts). One project runs this file (see
// vitest.config.ts).

const hasPostgres = await requirePostgres('the crash tests on PostgreSQL');
const SECRET = randomBytes(32).toString('hex');
/** The load runs at least this long, and until every kind of write has been acknowledged a few times (slower on a busy machine). */
const MIN_LOAD_MS = 3000;
const MAX_LOAD_MS = 40_000;
/** The chat allows 60 messages a minute a person: each sender stays under it. */
const MESSAGES_PER_SENDER = 45;

type Person = { id: number; auth: { authorization: string } };
type Acked = {
  signUps: Array<{ id: number; email: string; name: string }>;
  listings: Array<{ id: number; owner: Person; title: string; description: string; price: number; photos: number }>;
  messages: Array<{ id: number; conversationId: number; reader: Person; content: string; image: boolean }>;
  deliveries: Array<{ id: number; customer: Person; description: string }>;
};

/** Sellers and customers straight in the database (they sign in with tokens signed by the server's secret). */
async function addPeople(database: Database): Promise<{ sellers: Person[]; customers: Person[] }> {
  const make = async (userType: 'SELLER' | 'CUSTOMER', index: number): Promise<Person> => {
    const [row] = await database.db
      .insert(users)
      .values({
        email: `${userType.toLowerCase()}-${index}@crash.example`,
        name: `${userType} ${index}`,
        passwordHash: 'x',
        userType,
        isVerified: true,
        phone: '+233241234567',
        address: 'Osu, Accra',
      })
      .returning({ id: users.id, ver: users.tokenVersion });
    const token = await signToken({ sub: row!.id, ver: row!.ver, typ: 'access' }, SECRET, 3600);
    return { id: row!.id, auth: { authorization: `Bearer ${token}` } };
  };
  return {
    sellers: await Promise.all([0, 1].map((index) => make('SELLER', index))),
    customers: await Promise.all([0, 1, 2, 3].map((index) => make('CUSTOMER', index))),
  };
}

/** A request whose answer is the acknowledgement: the parsed body of a 2xx, else null (refused, cut, or no answer). */
async function write<T>(url: string, init: RequestInit): Promise<T | null | 'down'> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    return res.ok ? (JSON.parse(text) as T) : null;
  } catch {
    return 'down';
  }
}

const json = (person: Person | null, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(person ? person.auth : {}) },
  body: JSON.stringify(body),
});

/** Runs the write load until the server stops answering; `enough` says when every kind has been acknowledged a few times. */
async function writeLoad(
  base: string,
  people: { sellers: Person[]; customers: Person[] },
  conversations: Array<{ id: number; sender: Person; reader: Person }>,
) {
  const acked: Acked = { signUps: [], listings: [], messages: [], deliveries: [] };
  const photos = await Promise.all(
    Array.from({ length: 8 }, (_, index) => jpeg(320 + index * 7, 240, ['#3a7', '#a37', '#37a', '#aa3'][index % 4])),
  );
  const tag = randomBytes(3).toString('hex');
  let down = false;
  const loop = async (step: (index: number) => Promise<boolean | 'down'>, times = Infinity) => {
    for (let index = 0; index < times && !down; index += 1) {
      if ((await step(index)) === 'down') down = true;
    }
  };
  const signUps = (worker: number) =>
    loop(async (index) => {
      const email = `signup-${tag}-${worker}-${index}@crash.example`;
      const name = `Sign Up ${worker} ${index}`;
      const answer = await write<{ user_id: number }>(
        `${base}/api/v1/auth/register`,
        json(null, { name, email, phone: '0241234567', address: 'Madina, Accra', password: 'crash-test-2026' }),
      );
      if (answer === 'down') return 'down';
      if (answer) acked.signUps.push({ id: answer.user_id, email, name });
      return true;
    });
  const listings = (owner: Person, worker: number) =>
    loop(async (index) => {
      const count = 1 + (index % 3);
      const form = new FormData();
      const title = `Crash test ${tag} ${worker}-${index}`;
      const description = `Posted by worker ${worker}, number ${index}, with ${count} photos.`;
      const price = 100 + index + worker / 10;
      for (const [field, value] of Object.entries({
        title,
        description,
        price: price.toFixed(2),
        category: 'Electronics',
        sub_category: 'Phones',
        promotion: 'NONE',
        region: 'Greater Accra',
        town: 'Osu',
      }))
        form.append(field, value);
      for (let photo = 0; photo < count; photo += 1)
        form.append(
          'images',
          new Blob([new Uint8Array(photos[(index + photo + worker) % photos.length]!)], { type: 'image/jpeg' }),
          `p${photo}.jpg`,
        );
      const answer = await write<{ id: number }>(`${base}/api/v1/classifieds/`, { method: 'POST', headers: owner.auth, body: form });
      if (answer === 'down') return 'down';
      if (answer) acked.listings.push({ id: answer.id, owner, title, description, price, photos: count });
      return true;
    });
  const chat = (conversation: (typeof conversations)[number]) =>
    loop(async (index) => {
      const content = `message ${tag} ${conversation.id}-${index}`;
      const image = index % 6 === 5;
      let init: RequestInit;
      if (image) {
        const form = new FormData();
        form.append('message_type', 'IMAGE');
        form.append('content', content);
        form.append('file', new Blob([new Uint8Array(photos[index % photos.length]!)], { type: 'image/jpeg' }), 'chat.jpg');
        init = { method: 'POST', headers: conversation.sender.auth, body: form };
      } else init = json(conversation.sender, { message_type: 'TEXT', content });
      const answer = await write<{ id: number }>(`${base}/api/v1/chat/${conversation.id}/send`, init);
      if (answer === 'down') return 'down';
      if (answer) acked.messages.push({ id: answer.id, conversationId: conversation.id, reader: conversation.reader, content, image });
      return true;
    }, MESSAGES_PER_SENDER);
  const deliveries = (customer: Person, worker: number) =>
    loop(async (index) => {
      const description = `Parcel ${tag} ${worker}-${index}`;
      const answer = await write<{ id: number }>(
        `${base}/api/v1/delivery/requests`,
        json(customer, {
          item_description: description,
          item_size: 'small',
          pickup_address: 'Osu, Accra',
          delivery_address: 'Madina',
          recipient_name: 'Ama',
          recipient_phone: '024 123 4567',
          urgency: 'standard',
        }),
      );
      if (answer === 'down') return 'down';
      if (answer) acked.deliveries.push({ id: answer.id, customer, description });
      return true;
    });
  const running = Promise.all([
    // One at a time: a sign-up's password hash takes a core for about a second.
    signUps(0),
    ...people.sellers.map((seller, worker) => listings(seller, worker)),
    ...conversations.map(chat),
    ...people.customers.slice(0, 2).map((customer, worker) => deliveries(customer, worker)),
  ]);
  const enough = () =>
    acked.signUps.length >= 1 && acked.listings.length >= 2 && acked.messages.length >= 6 && acked.deliveries.length >= 3;
  return { acked, running, enough };
}

async function allOk(urls: string[], auth: Record<string, string> = {}): Promise<void> {
  for (const url of urls) {
    const res = await fetch(url, { headers: auth });
    expect(res.status, url).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 4).toString('latin1'), url).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
  }
}

/** Every acknowledged write, read back through the restarted server. */
async function checkThroughApi(base: string, acked: Acked) {
  for (const listing of acked.listings) {
    const res = await fetch(`${base}/api/v1/classifieds/${listing.id}`, { headers: listing.owner.auth });
    expect(res.status, `listing ${listing.id}`).toBe(200);
    const read = (await res.json()) as { title: string; description: string; price: number; images: string[] };
    expect(read).toMatchObject({ title: listing.title, description: listing.description, price: listing.price });
    expect(read.images).toHaveLength(listing.photos);
    await allOk(read.images.map((path) => `${base}${path}`));
  }
  const byConversation = new Map<number, Acked['messages']>();
  for (const message of acked.messages)
    byConversation.set(message.conversationId, [...(byConversation.get(message.conversationId) ?? []), message]);
  for (const [conversationId, sent] of byConversation) {
    const res = await fetch(`${base}/api/v1/chat/${conversationId}/messages?limit=100`, { headers: sent[0]!.reader.auth });
    expect(res.status).toBe(200);
    const stored = new Map(
      (
        (await res.json()) as { messages: Array<{ id: number; content: string; message_type: string; attachment: string | null }> }
      ).messages.map((message) => [message.id, message]),
    );
    for (const message of sent) {
      expect(stored.get(message.id), `message ${message.id}`).toMatchObject({
        content: message.content,
        message_type: message.image ? 'IMAGE' : 'TEXT',
      });
      if (message.image) await allOk([`${base}${stored.get(message.id)!.attachment}`]);
    }
  }
  for (const delivery of acked.deliveries) {
    const res = await fetch(`${base}/api/v1/delivery/requests/${delivery.id}`, { headers: delivery.customer.auth });
    expect(res.status, `delivery ${delivery.id}`).toBe(200);
    expect(await res.json()).toMatchObject({ item_description: delivery.description });
  }
}

function temporaryFiles(uploads: string): string[] {
  if (!existsSync(uploads)) return [];
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.startsWith('.'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** With the server stopped: the rows and files themselves. */
async function checkRowsAndFiles(database: Database, uploads: string, acked: Acked): Promise<{ orphans: number }> {
  const { db } = database;
  const emails = acked.signUps.map((signUp) => signUp.email);
  const found =
    emails.length === 0
      ? []
      : await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.email, emails));
  expect(found.map((row) => row.email).sort()).toEqual([...emails].sort());
  for (const signUp of acked.signUps)
    expect(found.find((row) => row.email === signUp.email)).toMatchObject({ id: signUp.id, name: signUp.name });

  // No listing without its photos, no photo without its files, whatever was in flight at the crash.
  const bare = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(listingImages)
          .where(eq(listingImages.listingId, listings.id)),
      ),
    );
  expect(bare).toEqual([]);
  const photos = await db.select({ key: listingImages.storageKey }).from(listingImages);
  expect(photos.length).toBeGreaterThanOrEqual(acked.listings.reduce((sum, listing) => sum + listing.photos, 0));
  for (const { key } of photos)
    for (const width of LISTING_WIDTHS) expect(existsSync(join(uploads, `${key}-${width}.webp`)), key).toBe(true);
  const pictures = await db.select({ key: messages.imageKey }).from(messages).where(isNotNull(messages.imageKey));
  for (const { key } of pictures)
    for (const width of CHAT_IMAGE_WIDTHS) expect(existsSync(join(uploads, `${key}-${width}.webp`)), key ?? '').toBe(true);

  // What the crash cut short: files written for a row that never committed, and temporary files.
  const storage = createDiskStorage(uploads);
  const swept = await sweepUploads({ db, storage, graceMs: 0 });
  expect(temporaryFiles(uploads)).toEqual([]);
  const again = await sweepUploads({ db, storage, graceMs: 0, dryRun: true });
  expect(again).toMatchObject({ removed: [], unknown: [], young: 0 });
  return { orphans: swept.removed.length + swept.temporary };
}

type Setup = {
  env: Record<string, string>;
  open: () => Promise<Database>;
  dataDir: string;
};

async function crashAndRestart(setup: Setup) {
  const started = Date.now();
  const phases: string[] = [];
  let phaseStart = started;
  const phase = (name: string) => {
    phases.push(`${name} ${((Date.now() - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = Date.now();
  };
  const database = await setup.open();
  const people = await addPeople(database);
  await database.close();
  phase('prepare');

  const env = {
    ...setup.env,
    DATA_DIR: setup.dataDir,
    JWT_SECRET: SECRET,
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    REGISTER_PER_IP_PER_HOUR: '100000',
  };
  let server: ServerProcess = startServerProcess({ ...env, PORT: String(await freePort()) });
  try {
    await server.ready();
    phase('start');
    // Each customer talks with a seller; both sides send.
    const conversations: Array<{ id: number; sender: Person; reader: Person }> = [];
    for (const [index, customer] of people.customers.entries()) {
      const seller = people.sellers[index % 2]!;
      const res = await fetch(`${server.url}/api/v1/chat/start/${seller.id}`, json(customer, {}));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      conversations.push(index % 2 === 0 ? { id, sender: customer, reader: seller } : { id, sender: seller, reader: customer });
    }

    const { acked, running, enough } = await writeLoad(server.url, people, conversations);
    const loadStart = Date.now();
    while (Date.now() - loadStart < MAX_LOAD_MS && (Date.now() - loadStart < MIN_LOAD_MS || !enough()))
      await new Promise((resolve) => setTimeout(resolve, 100));
    // The crash: no drain, no close, requests in flight.
    await stopServerProcess(server, 'SIGKILL');
    await running;
    phase('load');
    const counts = {
      signUps: acked.signUps.length,
      listings: acked.listings.length,
      messages: acked.messages.length,
      deliveries: acked.deliveries.length,
    };
    expect(enough(), `acknowledged before the crash: ${JSON.stringify(counts)}`).toBe(true);

    server = startServerProcess({ ...env, PORT: String(await freePort()) });
    await server.ready();
    phase('restart');
    await checkThroughApi(server.url, acked);
    await stopServerProcess(server, 'SIGTERM');
    phase('read back');

    const after = await setup.open();
    try {
      const { orphans } = await checkRowsAndFiles(after, join(setup.dataDir, 'uploads'), acked);
      phase('rows and files');
      console.log(
        `crash test: acknowledged ${JSON.stringify(counts)}, all there after the restart; ${orphans} files left by the crash swept; ${phases.join(', ')}`,
      );
    } finally {
      await after.close();
    }
  } finally {
    await stopServerProcess(server, 'SIGKILL');
  }
}

describe('a crash mid-load loses no acknowledged write', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('on PGlite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dwa-crash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const pgliteDir = join(dataDir, 'pglite');
    let first = true;
    await crashAndRestart({
      env: {},
      dataDir,
      // The first open copies the migrated template in; later ones open what the server left.
      open: async () => {
        const database = await openDatabase({
          kind: 'pglite',
          dataDir: pgliteDir,
          ...(first ? { loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) } : {}),
        });
        first = false;
        return database;
      },
    });
  }, 240_000);

  it.skipIf(!hasPostgres)(
    'on PostgreSQL',
    async () => {
      const name = `dwa_crash_${randomBytes(5).toString('hex')}`;
      const url = databaseUrl(name);
      await adminQuery(`CREATE DATABASE ${name}`);
      cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const dataDir = mkdtempSync(join(tmpdir(), 'dwa-crash-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      let first = true;
      await crashAndRestart({
        env: { DATABASE_URL: url },
        dataDir,
        open: async () => {
          const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
          if (first) await migrateDatabase(database);
          first = false;
          return database;
        },
      });
    },
    240_000,
  );
});
