import type { FrontendErrorBody } from '@platform/shared/errors/frontend-error.schemas';
import type { Database } from '../../platform/db/database.js';
import { frontendErrors } from './error-reports.tables.js';
import { AppError } from '../../platform/errors/app-error.js';
import { reserveAttempt } from '../../platform/limits/attempt-counter.service.js';
import { MAX_REPORTS_PER_IP, REPORT_WINDOW_MS } from './error-report-limits.js';

export async function recordFrontendError(
  db: Database,
  report: FrontendErrorBody & { clientId: number; userId: number | null; userAgent: string | null; requestId: string; ip: string },
): Promise<number> {
  // Counted before the report is stored, in one statement: reports sent at once are limited like reports sent in turn.
  const reservation = await reserveAttempt(db, report.clientId, [{ key: `error-report:${report.ip}`, max: MAX_REPORTS_PER_IP }], REPORT_WINDOW_MS);
  if (reservation.exceeded) {
    throw new AppError('TOO_MANY_ATTEMPTS', 'Too many error reports from this address. Try again later.');
  }
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
      ip: report.ip,
    })
    .returning({ id: frontendErrors.id });
  return row!.id;
}
