import { desc } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { outbox } from '../../platform/mail/mail.tables.js';
import { authorize } from '../../platform/permissions/policy.js';
import { superAdminPolicy } from './super-admin.policy.js';

/** The newest emails the platform sent (or keeps, without SMTP), as far as the actor may read them. */
export async function listOutbox(db: Database, actor: Actor, limit: number) {
  authorize(superAdminPolicy, actor, 'readOutbox');
  const rows = await db.select().from(outbox).where(superAdminPolicy.scope!(actor)).orderBy(desc(outbox.id)).limit(limit);
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
