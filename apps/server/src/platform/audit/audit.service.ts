import type { Database } from '../db/database.js';
import { auditLogs } from './audit.tables.js';

export interface AuditEntry {
  clientId: number | null;
  userId: number | null;
  action: string;
  recordType?: string | null;
  recordId?: string | null;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    clientId: entry.clientId,
    userId: entry.userId,
    action: entry.action,
    recordType: entry.recordType ?? null,
    recordId: entry.recordId ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
    details: entry.details ?? {},
  });
}
