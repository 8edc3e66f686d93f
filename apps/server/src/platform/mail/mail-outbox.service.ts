import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { maskLinks } from '../http/redact-query.js';
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

/**
 * The message left over SMTP: its stored copy keeps no working link (password and invitation links carry
 * one-time tokens), so the outbox tells what was sent without holding a way into anyone's account.
 */
export async function markOutboxSent(db: Database, id: number, body: string): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date(), body: maskLinks(body) }).where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Database, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}
