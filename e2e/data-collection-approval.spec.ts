import { expect, test } from '@playwright/test';
import { SubjectApprovalPage } from './pages/approval.page';
import { InputGridPage } from './pages/input-grid.page';
import { InputPage } from './pages/input-form.page';
import { SubjectProgressPage } from './pages/progress.page';
import type { Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { readJson, shownNumber, signedIn, typedNumber } from './pages/journey-helpers';

const SUBJECT = 'pah_emissions';
const API = `/api/services/data_cluster/subjects/${SUBJECT}`;
const PERIOD = '2022';
const LAST_YEAR = '2021';

interface SubjectView {
  name: Record<Locale, string>;
  fields: { id: string; name: Record<Locale, string>; type: string; decimals?: number; unit?: Record<Locale, string> | null }[];
  tag_dimensions: { key: string; leaves: { key: string; name: Record<Locale, string> }[] }[];
  variation_threshold: number;
}
interface InputView {
  id: number;
  tags: Record<string, string>;
  values: Record<string, unknown>;
  state: string;
  justification: string | null;
  refusal_reason: string | null;
}

/**
 * The whole data path of one member organisation's open year, one subject (PAH emissions, two approval
 * levels), four people each in a browser of their own: the contributor enters the figures they owe in the
 * grid with the keyboard and justifies a change beyond the threshold; the pre-approver passes them on; the
 * approver refuses one with a reason and approves the others; the contributor reads the reason on the input,
 * fixes the figure and submits it again; it is passed on and approved; the subject's progress shows the
 * contributor owing nothing. English for Boréal's contributor, French for Laurentide's: each journey decides
 * only on its own organisation's inputs. It changes demo inputs, hence a server of its own.
 */
test.describe('data collection, from entry to approval', () => {
  onItsOwnServer();

  const journeys: { locale: Locale; contributor: string; reason: string; justification: string }[] = [
    {
      locale: 'en',
      contributor: 'contributor@example.org',
      reason: 'This includes the pitch plant: enter the potrooms only.',
      justification: 'Dry scrubbers on potroom B were out of service for six weeks.',
    },
    {
      locale: 'fr',
      contributor: 'contributor2@example.org',
      reason: 'Le chiffre comprend l’usine de brai : saisir les salles de cuves seulement.',
      justification: 'Les épurateurs secs de la salle B ont été arrêtés six semaines.',
    },
  ];

  for (const { locale, contributor, reason, justification } of journeys) {
    test(`entry, pre-approval, refusal, correction and approval (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const contributorPage = await signedIn(browser, baseURL!, contributor);
      const grid = new InputGridPage(contributorPage, locale);
      const t = grid.t;
      await grid.frame.useLocale();

      // What the contributor owes: the organisation's sites with no input yet for the open year.
      const { subject } = await readJson<{ subject: SubjectView }>(contributorPage.request, API);
      const dimension = subject.tag_dimensions[0]!;
      const field = subject.fields.find((candidate) => candidate.type === 'number')!;
      const { inputs: open } = await readJson<{ inputs: InputView[] }>(contributorPage.request, `${API}/inputs?period=${PERIOD}&per_page=1000`);
      const { inputs: lastYear } = await readJson<{ inputs: InputView[] }>(contributorPage.request, `${API}/inputs?period=${LAST_YEAR}&state=approved&per_page=1000`);
      const owed = dimension.leaves.filter((leaf) => !open.some((input) => input.tags[dimension.key] === leaf.key));
      expect(owed.length, 'sites still owed').toBeGreaterThanOrEqual(2);
      const previousOf = (leafKey: string) => lastYear.find((input) => input.tags[dimension.key] === leafKey)!.values[field.id] as number;
      const scale = 10 ** (field.decimals ?? 0);
      // The first owed site's figure jumps beyond the threshold; the others move a little.
      const figures = new Map(owed.map((leaf, index) => [leaf.key, Math.round(previousOf(leaf.key) * (index === 0 ? 1.6 : 1.02) * scale) / scale]));
      const labelOf = (leafKey: string) => t('dataEntry.inputs.inputName', { tags: dimension.leaves.find((leaf) => leaf.key === leafKey)!.name[locale], period: PERIOD });

      // 1. The contributor enters the owed figures in the grid, keyboard only, row by row down the figure's column.
      await grid.open(SUBJECT);
      await expect(grid.heading(subject.name[locale])).toBeVisible();
      for (const leaf of owed) await expect(await grid.stateCell(PERIOD, leaf.name[locale])).toHaveText(t('inputGrid.state.none'));
      await grid.enterGrid(PERIOD);
      await grid.press('ArrowRight');
      for (const leaf of dimension.leaves) {
        const figure = figures.get(leaf.key);
        if (figure === undefined) await grid.press('ArrowDown');
        else await grid.typeAndConfirm(typedNumber(figure, locale));
      }
      await grid.pressAndWait(grid.submitButton());
      const jumped = owed[0]!;
      await expect(await grid.statusCell(PERIOD, jumped.name[locale])).toContainText(t('inputGrid.status.variation', { threshold: String(subject.variation_threshold) }));
      await grid.openJustification(PERIOD, jumped.name[locale]);
      await grid.sendJustification(justification);
      for (const leaf of owed) await expect(await grid.stateCell(PERIOD, leaf.name[locale])).toHaveText(t('inputGrid.state.submitted'));

      const { inputs: entered } = await readJson<{ inputs: InputView[] }>(contributorPage.request, `${API}/inputs?period=${PERIOD}&per_page=1000`);
      const ours = owed.map((leaf) => entered.find((input) => input.tags[dimension.key] === leaf.key)!);
      for (const input of ours) expect(input, input.tags[dimension.key]).toMatchObject({ state: 'submitted', values: { [field.id]: figures.get(input.tags[dimension.key]!) } });
      expect(ours[0]!.justification).toBe(justification);
      const labels = ours.map((input) => labelOf(input.tags[dimension.key]!));

      // 2. The pre-approver passes them on; the title says pre-approval.
      const preapproverPage = await signedIn(browser, baseURL!, 'preapprover@example.org');
      const preapproval = new SubjectApprovalPage(preapproverPage, locale);
      await preapproval.frame.useLocale();
      await preapproval.open(SUBJECT);
      await expect(preapproval.heading(subject.name[locale], true)).toBeVisible();
      await expect(preapproval.row(labels[0]!)).toContainText(justification);
      let answer = await preapproval.decideOnSelection(SUBJECT, 'preapprove', labels);
      expect(answer.status()).toBe(200);
      await expect(preapproval.resultSummary()).toContainText(preapproval.resultPart('approval.result.preapproved', labels.length));

      // 3. The approver refuses the justified figure with a reason and approves the others.
      const approverPage = await signedIn(browser, baseURL!, 'approver@example.org');
      const approval = new SubjectApprovalPage(approverPage, locale);
      await approval.frame.useLocale();
      await approval.open(SUBJECT);
      await expect(approval.heading(subject.name[locale])).toBeVisible();
      await approval.rowButton('refuse', labels[0]!).click();
      await approval.refuseButton().click();
      await expect(approval.reasonRequired()).toBeVisible();
      await approval.refuseWith(SUBJECT, reason);
      await expect(approval.row(labels[0]!)).toHaveCount(0);
      answer = await approval.decideOnSelection(SUBJECT, 'approve', labels.slice(1));
      expect(answer.status()).toBe(200);
      await expect(approval.resultSummary()).toContainText(approval.resultPart('approval.result.approved', labels.length - 1));
      await approval.expectNoBlockingViolation();

      // 4. The contributor reads the reason on the refused input, fixes the figure and submits it again.
      const inputPage = new InputPage(contributorPage, locale);
      await inputPage.open(SUBJECT, ours[0]!.id, labels[0]!);
      await expect(inputPage.refusal()).toContainText(reason);
      const fixed = Math.round(previousOf(jumped.key) * 1.01 * scale) / scale;
      await inputPage.textField(field.name[locale]).fill(typedNumber(fixed, locale));
      const resubmitted = await inputPage.send(SUBJECT, ours[0]!.id, 'submit');
      expect(resubmitted.status(), await resubmitted.text()).toBe(200);
      await expect(inputPage.state()).toHaveText(t('dataEntry.state.submitted'));
      // The history keeps the refusal, its reason and the figure's change.
      await expect(inputPage.history()).toContainText(reason);
      await expect(inputPage.historyEntries().first()).toContainText(shownNumber(fixed, locale));
      await inputPage.expectNoBlockingViolation();

      // 5. Passed on, then approved.
      await preapproval.open(SUBJECT);
      await preapproval.decideOnSelection(SUBJECT, 'preapprove', [labels[0]!]);
      await approval.open(SUBJECT);
      await approval.decideOnSelection(SUBJECT, 'approve', [labels[0]!]);
      const { input: approved } = await readJson<{ input: InputView }>(contributorPage.request, `${API}/inputs/${ours[0]!.id}`);
      expect(approved).toMatchObject({ state: 'approved', values: { [field.id]: fixed }, refusal_reason: null });

      // 6. The subject's progress: the contributor owes nothing more.
      const progress = new SubjectProgressPage(approverPage, locale);
      await progress.open(SUBJECT);
      await expect(progress.userRow(contributor).getByRole('cell').last()).toHaveText('0');
      await progress.expectNoBlockingViolation();

      for (const page of [contributorPage, preapproverPage, approverPage]) await page.context().close();
    });
  }
});
