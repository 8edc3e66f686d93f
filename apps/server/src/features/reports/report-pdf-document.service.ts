import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { clientPackageFor } from '../../platform/tenancy/client-packages.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { tagNamesForReport } from '../indicators/index.js';
import type { ReportDocument as PdfDocument, ReportScopeName } from './pdf/report-document.js';
import type { ReportDocument } from './report-document.service.js';

/**
 * What the PDF renderer needs beyond the report's own document: the client's name for the cover and the figures'
 * source (the client's title, the same in both languages), its chart look (the site's chart overrides, from its
 * package), and the names of the report's default tags (what
 * the figures are for) with their dimensions'. Key figures come from the report's own key-figures parts, each
 * naming its indicator, so the document-wide list stays empty.
 */
export async function pdfDocumentOf(db: Database, clientId: number, document: ReportDocument): Promise<PdfDocument> {
  const defaultTags = Object.entries(document.report.default_tags);
  const [[client], names] = await Promise.all([
    db.select({ name: clients.name, title: clients.title }).from(clients).where(eq(clients.id, clientId)),
    tagNamesForReport(db, clientId, defaultTags.flat()),
  ]);
  const nameOf = (key: string) => names.find((tag) => tag.key === key)?.name;
  const scope = defaultTags.flatMap(([dimension, key]): ReportScopeName[] => {
    const name = nameOf(key);
    return name ? [{ dimension: nameOf(dimension) ?? { en: dimension, fr: dimension }, name }] : [];
  });
  const title = client?.title ?? '';
  const chartOverrides = client ? clientPackageFor(client.name).chartOverrides : undefined;
  return {
    report: document.report,
    pages: document.pages,
    keyFigures: [],
    brand: { name: { en: title, fr: title }, ...(chartOverrides ? { chartOverrides } : {}) },
    scope,
  };
}
