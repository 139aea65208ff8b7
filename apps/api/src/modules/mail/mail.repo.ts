import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { mails } from '@dwa/db/schema';

// Drizzle queries for the mails table, and nothing else.

export type MailRow = typeof mails.$inferSelect;

export async function insertMail(db: Executor, values: typeof mails.$inferInsert): Promise<MailRow> {
  const [row] = await db.insert(mails).values(values).returning();
  return row!;
}

/** Several mails in one statement; their ids in the order given. */
export async function insertMails(db: Executor, values: (typeof mails.$inferInsert)[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(mails).values(values).returning({ id: mails.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function findMail(db: Executor, id: number): Promise<MailRow | null> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  return row ?? null;
}

/** Marks a mail sent (wiping a one-time code's words); false when it already was. */
export async function markSent(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mails)
    .set({
      status: 'sent',
      sentAt: at,
      attempts: sql`${mails.attempts} + 1`,
      lastError: null,
      subject: sql`CASE WHEN ${mails.sensitive} THEN '(one-time code, removed once sent)' ELSE ${mails.subject} END`,
      text: sql`CASE WHEN ${mails.sensitive} THEN '' ELSE ${mails.text} END`,
      doc: sql`CASE WHEN ${mails.sensitive} THEN NULL ELSE ${mails.doc} END`,
    })
    .where(and(eq(mails.id, id), ne(mails.status, 'sent')))
    .returning({ id: mails.id });
  return rows.length > 0;
}

/** A try that failed: 'failed' after the last one, else still queued (a retried failed mail is queued again). */
export async function markTried(db: Executor, id: number, error: string, failed: boolean): Promise<void> {
  await db
    .update(mails)
    .set({ attempts: sql`${mails.attempts} + 1`, lastError: error.slice(0, 1000), status: failed ? 'failed' : 'queued' })
    .where(and(eq(mails.id, id), ne(mails.status, 'sent')));
}
