import { desc, eq } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { outbox, pushOutbox } from '@dwa/db/schema';

export async function listOutbox(db: Db, to: string | undefined, limit: number) {
  return db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      headers: outbox.headers,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/** What the push sandbox would have sent, newest first (all, or one person's). */
export async function listPushOutbox(db: Db, userId: number | undefined, limit: number) {
  return db
    .select()
    .from(pushOutbox)
    .where(userId === undefined ? undefined : eq(pushOutbox.userId, userId))
    .orderBy(desc(pushOutbox.id))
    .limit(limit);
}
