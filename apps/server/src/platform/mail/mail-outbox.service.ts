import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { outbox } from './mail.tables.js';

export interface OutboxEntry {
  clientId: number | null;
  recipient: string;
  subject: string;
  body: string;
  /** How the message leaves: over SMTP, or kept in the outbox for a super administrator to read. */
  transport: 'smtp' | 'outbox';
}

/** Writes a message to the outbox; returns its id. */
export async function addToOutbox(db: Database, entry: OutboxEntry): Promise<number | null> {
  const [row] = await db.insert(outbox).values(entry).returning({ id: outbox.id });
  return row?.id ?? null;
}

export async function markOutboxSent(db: Database, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Database, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}
