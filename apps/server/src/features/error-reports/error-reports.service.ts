import type { FrontendErrorBody } from '@platform/shared/errors/frontend-error.schemas';
import type { Database } from '../../platform/db/database.js';
import { frontendErrors } from '../../platform/db/schema.js';

export async function recordFrontendError(
  db: Database,
  report: FrontendErrorBody & { clientId: number; userId: number | null; userAgent: string | null; requestId: string },
): Promise<number> {
  const [row] = await db
    .insert(frontendErrors)
    .values({
      clientId: report.clientId,
      userId: report.userId,
      message: report.message,
      stack: report.stack ?? null,
      url: report.url ?? null,
      userAgent: report.userAgent?.slice(0, 500) ?? null,
      requestId: report.requestId,
    })
    .returning({ id: frontendErrors.id });
  return row!.id;
}
