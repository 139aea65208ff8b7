import { desc, eq } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { outbox } from '@dwa/db/schema';

export async function listOutbox(db: Db, to: string | undefined, limit: number) {
  return db
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
