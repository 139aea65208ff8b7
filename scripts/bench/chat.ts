import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';
import { conversations, users } from '@dwa/db/schema';
import { signToken } from '../../apps/api/src/lib/tokens';
import { startServer } from './server';
import { BENCH_POSTGRES_URL, adminQuery, cliArg, freePort, runIfMain, withDatabase } from './cli';
import { percentile } from './stats';

// Chat delivery latency (issue 7): 1,000 signed-in WebSockets (500 conversations, both people
// online), messages sent over HTTP by one person, timed until the frame arrives on the other
// person's socket. Scenarios: one API process on PGlite, one on PostgreSQL, and two processes on
// one PostgreSQL with the two people of every conversation on different processes (every message
// crosses processes through LISTEN/NOTIFY). The bench client runs on the same 2-core machine, so
// the numbers include its own work; run it alone.
//
// Messages leave at a steady rate (default 20 a second, 600 of them: about one message every 50 s
// per person), each from one of the 1,000 people in turn.
//
//   node --import tsx scripts/bench/chat.ts [--scenarios=pglite,postgres,postgres-2] [--messages=600] [--rate=20]
// The PostgreSQL scenarios use BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432/postgres).

export type ChatScenario = 'pglite' | 'postgres' | 'postgres-2';
export type ChatRow = {
  scenario: ChatScenario;
  processes: number;
  sockets: number;
  messages: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How long the sender waited for the 201 (the message is published before the answer). */
  answerP50Ms: number;
  answerP99Ms: number;
  /** The rate messages were sent at, and the rate they were delivered at. */
  rate: number;
  messagesPerSecond: number;
  lost: number;
};

const PEOPLE = 1000;
/** A PostgreSQL server the bench may create a database on (its maintenance database). */
const POSTGRES_URL = BENCH_POSTGRES_URL;

/** 1,000 people and 500 conversations (person 2i with person 2i+1). */
async function seed(database: Database): Promise<{ userIds: number[]; conversationIds: number[] }> {
  await migrateDatabase(database);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        email: `chat${i}@bench.gh`,
        name: `Person ${i}`,
        passwordHash: 'unused',
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  const userIds = rows.map((row) => row.id).sort((a, b) => a - b);
  const pairs = Array.from({ length: PEOPLE / 2 }, (_, i) => ({ user1Id: userIds[2 * i]!, user2Id: userIds[2 * i + 1]! }));
  const created = await database.db.insert(conversations).values(pairs).returning({ id: conversations.id, user1Id: conversations.user1Id });
  const byUser1 = new Map(created.map((row) => [row.user1Id, row.id]));
  return { userIds, conversationIds: pairs.map((pair) => byUser1.get(pair.user1Id)!) };
}

type Socket = { ws: WebSocket; onMessage: (handler: (frame: { type: string; message?: { content: string } }) => void) => void };

function openSocket(baseUrl: string, token: string): Promise<Socket> {
  return new Promise((resolveSocket, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v1/chat/ws`);
    const handlers: ((frame: { type: string; message?: { content: string } }) => void)[] = [];
    const timer = setTimeout(() => reject(new Error('socket not ready within 30 s')), 30_000);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; message?: { content: string } };
      if (frame.type === 'ready') {
        clearTimeout(timer);
        resolveSocket({ ws, onMessage: (handler) => handlers.push(handler) });
      }
      for (const handler of handlers) handler(frame);
    });
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchChat(scenario: ChatScenario, options: { messages?: number; rate?: number } = {}): Promise<ChatRow> {
  const total = options.messages ?? 600;
  const rate = options.rate ?? 20;
  const processes = scenario === 'postgres-2' ? 2 : 1;
  const secret = randomBytes(32).toString('hex');
  const benchDir = resolve('.bench', `chat-${scenario}-${process.pid}`);
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const dbName = `dwa_bench_chat_${process.pid}`;
  let env: Record<string, string> = {};
  let seeded: { userIds: number[]; conversationIds: number[] };
  if (scenario === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(benchDir, 'pglite') });
    seeded = await seed(database).finally(() => database.close());
  } else {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = withDatabase(POSTGRES_URL, dbName);
    const database = await openDatabase({ kind: 'postgres', url });
    seeded = await seed(database).finally(() => database.close());
    env = { DATABASE_URL: url };
  }

  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < processes; i += 1) {
      // On PGlite the server opens DATA_DIR/pglite, seeded above before it started.
      const dataDir = scenario === 'pglite' ? benchDir : join(benchDir, `server-${i}`);
      servers.push(await startServer({ port: await freePort(), dataDir, env: { ...env, SEED_DEMO: 'off', JWT_SECRET: secret } }));
    }
    const tokens = await Promise.all(seeded.userIds.map((id) => signToken({ sub: id, ver: 0, typ: 'access' }, secret, 3600)));
    // Person 2i on the first process, person 2i+1 on the last one (the other process when there are two).
    const serverOf = (index: number) => servers[index % 2 === 0 ? 0 : servers.length - 1]!;
    const opening = performance.now();
    for (let start = 0; start < PEOPLE; start += 100) {
      const batch = tokens.slice(start, start + 100).map((token, offset) => openSocket(serverOf(start + offset).url, token));
      sockets.push(...(await Promise.all(batch)));
    }
    console.log(`${scenario}: ${sockets.length} sockets signed in in ${Math.round(performance.now() - opening)} ms`);

    // Signing in makes work behind the 'ready' frames (presence rows, partners told): let it settle,
    // as it would in a server that has been up for a while, before the clock runs.
    let presenceFrames = 0;
    for (const socket of sockets) socket.onMessage((frame) => void (frame.type === 'presence' && (presenceFrames += 1)));
    for (let last = -1, waited = 0; presenceFrames !== last && waited < 20_000; waited += 1000) {
      last = presenceFrames;
      await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
    }

    // The sender's own socket gets each message too: only the recipient's frame stops the clock.
    const pending = new Map<string, { recipient: number; started: number; resolve: (ms: number) => void }>();
    for (const [index, socket] of sockets.entries()) {
      socket.onMessage((frame) => {
        const content = frame.type === 'message' ? frame.message?.content : undefined;
        const waiting = content ? pending.get(content) : undefined;
        if (!waiting || waiting.recipient !== index) return;
        pending.delete(content!);
        waiting.resolve(performance.now() - waiting.started);
      });
    }

    const latencies: number[] = [];
    const timeline: [number, number][] = [];
    let lost = 0;
    const answers: number[] = [];
    const sendOne = async (seq: number, record = true) => {
      const conversation = seq % seeded.conversationIds.length;
      // Alternate the sender; the delivery is timed on the other person's socket.
      const turn = Math.floor(seq / seeded.conversationIds.length) % 2;
      const senderIndex = 2 * conversation + turn;
      const recipient = 2 * conversation + (1 - turn);
      const content = `bench ${seq} ${randomBytes(4).toString('hex')}`;
      const delivered = new Promise<number>((resolveDelivery) => {
        pending.set(content, { recipient, started: performance.now(), resolve: resolveDelivery });
      });
      const posted = performance.now();
      const res = await fetch(`${serverOf(senderIndex).url}/api/v1/chat/${seeded.conversationIds[conversation]}/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[senderIndex]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message_type: 'TEXT', content }),
      });
      if (res.status !== 201) {
        pending.delete(content);
        throw new Error(`send answered ${res.status}: ${await res.text()}`);
      }
      if (record) answers.push(performance.now() - posted);
      const timeout = new Promise<null>((resolveTimeout) => setTimeout(() => resolveTimeout(null), 10_000).unref());
      const ms = await Promise.race([delivered, timeout]);
      if (!record) return;
      if (ms === null) {
        lost += 1;
        pending.delete(content);
      } else {
        latencies.push(ms);
        if (process.env.BENCH_DEBUG) timeline.push([Math.round(performance.now() - sending - ms), Math.round(ms)]);
      }
    };
    // Warm-up, not counted (code paths compiled, connections in the pools).
    for (let seq = 0; seq < 40; seq += 1) await sendOne(total + seq, false);

    // Open loop: messages leave at a steady rate whatever the answers, as people chat.
    const sending = performance.now();
    const sends: Promise<void>[] = [];
    for (let seq = 0; seq < total; seq += 1) {
      const due = sending + (seq * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
      sends.push(sendOne(seq));
    }
    await Promise.all(sends);
    const seconds = (performance.now() - sending) / 1000;
    if (process.env.BENCH_DEBUG)
      console.log('slowest [sent at ms, latency ms]:', JSON.stringify(timeline.sort((a, b) => b[1] - a[1]).slice(0, 15)));
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    return {
      scenario,
      processes,
      sockets: sockets.length,
      messages: total,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies[latencies.length - 1] ?? 0),
      answerP50Ms: round(percentile(answers, 50)),
      answerP99Ms: round(percentile(answers, 99)),
      rate,
      messagesPerSecond: Math.round(total / seconds),
      lost,
    };
  } finally {
    for (const socket of sockets) socket.ws.terminate();
    for (const server of servers) await server.stop();
    if (scenario !== 'pglite') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    rmSync(benchDir, { recursive: true, force: true });
  }
}

export function formatChatTable(rows: ChatRow[]): string {
  const lines = [
    `Chat: send (HTTP) to delivery on the other socket, 1,000 WebSockets, 500 conversations, ${rows[0]?.rate ?? 0} messages/s`,
    `  ${'scenario'.padEnd(11)} ${'processes'.padStart(9)} ${'messages'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'msg/s'.padStart(6)}  lost   (HTTP answer p50/p99 ms)`,
  ];
  for (const row of rows) {
    lines.push(
      `  ${row.scenario.padEnd(11)} ${String(row.processes).padStart(9)} ${String(row.messages).padStart(8)} ${String(row.p50Ms).padStart(7)} ${String(row.p99Ms).padStart(7)} ${String(row.maxMs).padStart(7)} ${String(row.messagesPerSecond).padStart(6)}  ${String(row.lost).padEnd(4)}   (${row.answerP50Ms} / ${row.answerP99Ms})`,
    );
  }
  return lines.join('\n');
}

export async function benchChatAll(
  scenarios: readonly ChatScenario[],
  options: { messages?: number; rate?: number } = {},
): Promise<ChatRow[]> {
  const rows: ChatRow[] = [];
  for (const scenario of scenarios) {
    try {
      const row = await benchChat(scenario, options);
      console.log(`${scenario}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.messagesPerSecond} msg/s, lost ${row.lost}`);
      rows.push(row);
    } catch (error) {
      if (scenario === 'pglite') throw error;
      console.warn(`${scenario} chat bench skipped: ${String(error)}`);
    }
  }
  return rows;
}

async function main() {
  const arg = cliArg;
  const scenarios = (arg('scenarios')?.split(',') ?? ['pglite', 'postgres', 'postgres-2']) as ChatScenario[];
  for (const scenario of scenarios) {
    if (!['pglite', 'postgres', 'postgres-2'].includes(scenario)) throw new Error(`unknown scenario ${scenario}`);
  }
  const rows = await benchChatAll(scenarios, {
    messages: arg('messages') ? Number(arg('messages')) : undefined,
    rate: arg('rate') ? Number(arg('rate')) : undefined,
  });
  console.log(`\n${formatChatTable(rows)}`);
}

runIfMain(import.meta.url, main);
