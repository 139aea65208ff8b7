import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '@dwa/db/client';
import { smsMessages, smsOutbox } from '@dwa/db/schema';

// Drizzle queries for the sms tables, and nothing else.

export type SmsRow = typeof smsMessages.$inferSelect;

export async function insertSms(db: Executor, values: typeof smsMessages.$inferInsert): Promise<SmsRow> {
  const [row] = await db.insert(smsMessages).values(values).returning();
  if (!row) throw new Error('insert into sms_messages returned no row');
  return row;
}

export async function findSms(db: Executor, id: number): Promise<SmsRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row ?? null;
}

/** Marks a message sent (wiping a one-time code's words); false when it already was. */
export async function markSmsSent(db: Executor, id: number, providerId: string | null, at: Date): Promise<boolean> {
  const rows = await db
    .update(smsMessages)
    .set({
      status: 'sent',
      sentAt: at,
      providerId,
      attempts: sql`${smsMessages.attempts} + 1`,
      lastError: null,
      text: sql`CASE WHEN ${smsMessages.sensitive} THEN '(one-time code, removed once sent)' ELSE ${smsMessages.text} END`,
    })
    .where(and(eq(smsMessages.id, id), ne(smsMessages.status, 'sent')))
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

/** A try that failed: 'failed' after the last one (or a permanent refusal), else still queued. */
export async function markSmsTried(db: Executor, id: number, error: string, failed: boolean): Promise<void> {
  await db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1`, lastError: error.slice(0, 1000), status: failed ? 'failed' : 'queued' })
    .where(and(eq(smsMessages.id, id), ne(smsMessages.status, 'sent')));
}

/** The sandbox's outbox, newest first (the dev endpoint). */
export async function listSmsOutbox(db: Db, to: string | undefined, limit: number) {
  return db
    .select({ to: smsOutbox.to, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
