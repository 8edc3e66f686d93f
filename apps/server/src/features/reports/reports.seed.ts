import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { LocalizedText } from '@platform/shared/indicators/indicator.schemas';
import type { ReportPartDisplay, ReportPartType } from '@platform/shared/reports/reports.schemas';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import { richTextRulesFor } from '../../platform/html/rich-text-rules.js';
import { sanitizeRichTextHtml } from '../../platform/html/sanitize-html.js';
import type { ClientSeedStep } from '../../platform/modules/feature-module.js';
import { indicatorsForReport } from '../indicators/index.js';
import { writePages } from './report-pages-writer.service.js';
import { reports } from './reports.tables.js';

interface DemoPart {
  type: ReportPartType;
  indicatorKey?: string;
  display?: ReportPartDisplay;
  html?: LocalizedText;
}

const DEMO_TITLE: LocalizedText = { en: '2021 Sustainability Report', fr: 'Rapport de développement durable 2021' };

/** The demo report's pages: an introduction, two indicators (chart and table), and key figures. */
const DEMO_PAGES: DemoPart[][] = [
  [
    {
      type: 'text',
      html: {
        en: '<h2>A word from the association</h2><p>Quebec’s aluminium smelters report every year on their production, their emissions and the people they employ. This report gathers the figures our members approved for 2017 to 2021.</p><p><em>The figures of this demonstration are illustrative.</em></p>',
        fr: '<h2>Le mot de l’association</h2><p>Chaque année, les alumineries du Québec rendent compte de leur production, de leurs émissions et des personnes qu’elles emploient. Ce rapport réunit les données que nos membres ont approuvées pour 2017 à 2021.</p><p><em>Les données de cette démonstration sont illustratives.</em></p>',
      },
    },
  ],
  [
    { type: 'indicator', indicatorKey: 'production_aluminium_multi', display: 'both' },
    { type: 'indicator', indicatorKey: 'emissions_ges', display: 'both' },
  ],
  [
    { type: 'text', html: { en: '<h2>2021 at a glance</h2>', fr: '<h2>2021 en bref</h2>' } },
    { type: 'key_figures', indicatorKey: 'production_aluminium_multi', html: { en: '<p>Primary aluminium cast</p>', fr: '<p>Aluminium primaire coulé</p>' } },
    { type: 'key_figures', indicatorKey: 'autre_nombre_employes', html: { en: '<p>People employed</p>', fr: '<p>Personnes employées</p>' } },
  ],
];

/**
 * The demo's report, owned by the demo account that builds reports (the administrator): made once, when the
 * client has no report yet and that account exists; parts of an indicator the client does not have are left out.
 */
export const seedDemoReport: ClientSeedStep = async (db, clientId, seed) => {
  const [existing] = await db.select({ reports: count() }).from(reports).where(eq(reports.clientId, clientId));
  if (Number(existing?.reports ?? 0) > 0) return;
  const owner = await reportBuilder(db, clientId, seed.demoAccounts);
  if (owner === null) return;
  const known = await indicatorsForReport(db, clientId, DEMO_PAGES.flat().flatMap((part) => (part.indicatorKey ? [part.indicatorKey] : [])));
  const rules = richTextRulesFor(seed.name);
  const html = (text: LocalizedText | undefined) => (text ? { en: sanitizeRichTextHtml(text.en, rules), fr: sanitizeRichTextHtml(text.fr, rules) } : null);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({
        clientId,
        ownerId: owner,
        title: DEMO_TITLE,
        dateStart: '2017-01-01',
        dateEnd: '2021-12-31',
        orientation: 'portrait',
        defaultTags: {},
        showIndicatorAnnotations: true,
        showIndicatorHtmlData: true,
        exactIndicatorsCopy: false,
        updatedAt: new Date(),
      })
      .returning({ id: reports.id });
    const pages = DEMO_PAGES.map((parts, position) => ({
      id: null,
      position,
      parts: parts
        .filter((part) => part.indicatorKey === undefined || known.has(part.indicatorKey))
        .map((part, partPosition) => ({
          id: null,
          position: partPosition,
          type: part.type,
          indicatorKey: part.indicatorKey ?? null,
          display: part.display ?? null,
          html: html(part.html),
        })),
    }));
    await writePages(tx, created!.id, pages, []);
  });
};

/** The first of the seed's accounts (super administrators aside) whose roles let them build reports. */
async function reportBuilder(db: Parameters<ClientSeedStep>[0], clientId: number, accounts: Parameters<ClientSeedStep>[2]['demoAccounts']): Promise<number | null> {
  const emails = accounts.filter((account) => !account.isSuperAdmin).map((account) => account.email.toLowerCase());
  if (emails.length === 0) return null;
  const builders = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.clientId, clientId), inArray(sql`lower(${users.email})`, emails), sql`${roles.permissions} @> '["reports.manage"]'::jsonb`));
  const byEmail = new Map(builders.map((builder) => [builder.email.toLowerCase(), builder.id]));
  return emails.map((email) => byEmail.get(email)).find((id) => id !== undefined) ?? null;
}
