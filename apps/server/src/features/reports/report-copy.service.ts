import { REPORT_TITLE_MAX, type Report } from '@platform/shared/reports/reports.schemas';
import type { LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors/app-error.js';
import { duplicateFigureCopy } from './report-figure-copy.service.js';
import { writePages } from './report-pages-writer.service.js';
import { presentReport } from './report-presenter.js';
import { findReport, pagesOf, requireReport } from './report-rows.service.js';
import { nextStamp } from '../../platform/db/next-stamp.js';
import { reports } from './reports.tables.js';

/** How a copy's title says it is one, per language. */
const COPY_MARK: LocalizedText = { en: ' (copy)', fr: ' (copie)' };

const markedAsCopy = (title: LocalizedText): LocalizedText => ({
  en: `${title.en.slice(0, REPORT_TITLE_MAX - COPY_MARK.en.length)}${COPY_MARK.en}`,
  fr: `${title.fr.slice(0, REPORT_TITLE_MAX - COPY_MARK.fr.length)}${COPY_MARK.fr}`,
});

/**
 * Copies a report the actor may copy (they read it and hold `reports.manage`) as a new report of theirs: its
 * options, pages and parts, and a frozen report's figures as they were copied; its title marked as a copy in
 * each language. The copy is not published, not the public summary and shared with no one.
 */
export async function duplicateReport(db: Database, actor: Actor, id: number): Promise<Report> {
  const source = await requireReport(db, actor, id, 'duplicate');
  const copyId = await db.transaction(async (tx) => {
    const { row } = source;
    const pages = await pagesOf(tx, id);
    const [created] = await tx
      .insert(reports)
      .values({
        clientId: actor.client.id,
        ownerId: actor.user.id,
        title: markedAsCopy(row.title),
        dateStart: row.dateStart,
        dateEnd: row.dateEnd,
        orientation: row.orientation,
        defaultTags: row.defaultTags,
        showIndicatorAnnotations: row.showIndicatorAnnotations,
        showIndicatorHtmlData: row.showIndicatorHtmlData,
        exactIndicatorsCopy: row.exactIndicatorsCopy,
        frozenAt: row.exactIndicatorsCopy ? row.frozenAt : null,
        updatedAt: nextStamp(null),
      })
      .returning({ id: reports.id });
    const planned = pages.map((page) => ({
      id: null,
      position: page.position,
      parts: page.parts.map(({ position, type, indicatorKey, display, html }) => ({ id: null, position, type, indicatorKey, display, html })),
    }));
    await writePages(tx, created!.id, planned, []);
    if (row.exactIndicatorsCopy) await duplicateFigureCopy(tx, row.id, created!.id);
    return created!.id;
  });
  const copy = await findReport(db, actor.client.id, copyId);
  if (!copy) throw notFound('No such report.');
  return presentReport(actor, copy, await pagesOf(db, copyId));
}
