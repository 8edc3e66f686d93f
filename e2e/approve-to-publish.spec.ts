import { expect, test } from '@playwright/test';
import type { Indicator } from '@platform/shared/indicators/indicator.schemas';
import { SubjectApprovalPage } from './pages/approval.page';
import { messages } from './pages/i18n';
import { readJson, signedIn } from './pages/journey-helpers';
import { fetchClient, fetchIndicator, PublicIndicatorPage } from './pages/public-indicator.page';
import type { Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';

const PERIOD = '2022';
const ORGANISATION = 'laurentide';
/** The precalculation job runs within seconds of the approval; this is how long the journey waits for it. */
const PUBLISHED_WITHIN_MS = 30_000;

interface SubjectView {
  tag_dimensions: { key: string; leaves: { key: string; name: Record<Locale, string> }[] }[];
}

/** The figure of one organisation for the open year, as the public call gives it (undefined when there is none). */
function organisationFigure(indicator: Indicator): Indicator['data']['rows'][number] | undefined {
  return indicator.data.rows.find((row) => row.period === PERIOD && row.tags?.organisation === ORGANISATION);
}

/**
 * The whole path of a figure, in the running demo: the approver gives the final approval to a pre-approved
 * 2022 input of a Laurentide smelter in the back-office; the precalculation job recomputes what depends on it,
 * and a visitor then reads the new 2022 figure of Laurentide on the public indicator page, marked as revised
 * since the report's publication, with no restart. One subject per language, each with its own input. It
 * changes the demo's data, hence a server of its own.
 */
test.describe('from approval to the public indicator page', () => {
  onItsOwnServer();

  const journeys: { locale: Locale; subject: string; site: string; indicator: string }[] = [
    { locale: 'en', subject: 'aluminium_production', site: 'laurentide_becancour', indicator: 'production_aluminium_multi' },
    { locale: 'fr', subject: 'ghg_emissions', site: 'laurentide_becancour', indicator: 'emissions_ges' },
  ];

  for (const { locale, subject, site, indicator: key } of journeys) {
    test(`an approved input reaches the public page within seconds (${locale})`, async ({ browser, baseURL, page, request }) => {
      const t = messages(locale);
      const before = await fetchIndicator(request, key);
      // Laurentide's 2022 figure before: its other smelters' approved inputs (production), or none yet (emissions).
      const figureBefore = organisationFigure(before)?.value;

      // The approver finds the pre-approved input in the back-office and approves it.
      const approverPage = await signedIn(browser, baseURL!, 'approver@example.org');
      const approval = new SubjectApprovalPage(approverPage, locale);
      await approval.frame.useLocale();
      const view = await readJson<{ subject: SubjectView }>(approverPage.request, `/api/services/data_cluster/subjects/${subject}`);
      const siteName = view.subject.tag_dimensions.flatMap((dimension) => dimension.leaves).find((leaf) => leaf.key === site)!.name[locale];
      const label = t('dataEntry.inputs.inputName', { tags: siteName, period: PERIOD });
      await approval.open(subject);
      await expect(approval.row(label)).toBeVisible();
      const answer = await approval.decideOnSelection(subject, 'approve', [label]);
      expect(answer.status()).toBe(200);
      await expect(approval.resultSummary()).toContainText(approval.resultPart('approval.result.approved', 1));
      await approverPage.context().close();

      // The job publishes the new figure: the public call gives it within seconds.
      await expect
        .poll(async () => organisationFigure(await fetchIndicator(request, key))?.value, { timeout: PUBLISHED_WITHIN_MS, intervals: [250, 500, 1000] })
        .not.toBe(figureBefore);
      const after = await fetchIndicator(request, key);
      const figureAfter = organisationFigure(after)!;
      expect(figureAfter.value).not.toBeNull();
      expect(Date.parse(figureAfter.revised_at)).toBeGreaterThan(Date.parse(after.published_at!));
      // Nothing else moved: the other years' figures are as they were.
      const otherYears = (indicator: Indicator) => indicator.data.rows.filter((row) => row.period !== PERIOD);
      expect(otherYears(after)).toEqual(otherYears(before));

      // A visitor reads it on the public page, marked as revised since the publication.
      const reader = new PublicIndicatorPage(page, locale);
      await reader.open(after.path);
      await expect(reader.heading()).toHaveText(after.name[locale]);
      await reader.expectFigures(after, await fetchClient(request));
      const shown = await reader.readTable();
      expect(shown.rows.find((row) => row.period === PERIOD)!.cells.some((cell) => cell.revised)).toBe(true);
      await expect(reader.revisedLegend()).toBeVisible();
    });
  }
});
