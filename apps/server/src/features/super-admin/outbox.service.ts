import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { outbox } from '../../platform/db/schema.js';

export async function listOutbox(db: Database, clientId: number, limit: number) {
  const rows = await db.select().from(outbox).where(eq(outbox.clientId, clientId)).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    transport: row.transport,
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  }));
}
