import { expect, test } from '@playwright/test';
import { InputGridPage } from './pages/input-grid.page';
import { escapeRegExp, type Locale } from './pages/public-site.page';
import { readJson, shownNumber, typedNumber } from './pages/journey-helpers';
import { onItsOwnServer } from './pages/separate-server';
import { SignInPage } from './pages/sign-in.page';

const API = '/api/services/data_cluster/subjects';
const PERIOD = '2022';
const LAST_YEAR = '2021';

interface FieldView {
  id: string;
  name: Record<Locale, string>;
  type: string;
  unit?: Record<Locale, string> | null;
  decimals?: number;
}
interface SubjectView {
  name: Record<Locale, string>;
  fields: FieldView[];
  tag_dimensions: { key: string; name: Record<Locale, string>; leaves: { key: string; name: Record<Locale, string> }[] }[];
  variation_threshold: number;
}
interface InputView {
  tags: Record<string, string>;
  values: Record<string, unknown>;
  state: string;
  justification: string | null;
}

/** The change in percent the cell shows: signed, one decimal. */
function change(previous: number, value: number, locale: Locale): string {
  const percent = Math.round((Math.abs(value - previous) / Math.abs(previous)) * 1000) / 10;
  const text = shownNumber(percent, locale, 1);
  return percent === 0 ? text : `${value > previous ? '+' : '\u2212'}${text}`;
}

const round = (value: number, decimals = 0) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The contributor enters the open year's figures for the four Boréal smelters in the grid with the keyboard
 * only: typing and Enter down a column, one paste of a two-cell block copied from a spreadsheet, a change
 * beyond the subject's threshold that the server answers with VARIATION_EXCEEDED, its justification, and
 * every row submitted. English on energy consumption (two number columns, a horizontal block), French on PAH
 * emissions (one number column, a vertical block): submitted rows are no longer editable, so each language
 * takes a subject of its own. The journey submits inputs other journeys read, hence a server of its own.
 */
test.describe('input grid', () => {
  onItsOwnServer();

  const journeys: { locale: Locale; subject: string; factors: [number, number, number, number]; justification: string }[] = [
    { locale: 'en', subject: 'energy_consumption', factors: [1.05, 1.4, 0.97, 1.02], justification: 'Potline 3 restarted in 2022 after its rebuild.' },
    { locale: 'fr', subject: 'pah_emissions', factors: [1.1, 0.5, 1.05, 0.95], justification: 'Nouveaux épurateurs sur la salle de cuves B depuis mars.' },
  ];

  for (const { locale, subject: subjectKey, factors, justification } of journeys) {
    test(`keyboard entry, paste, a justified variation and submission (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      const signIn = new SignInPage(page);
      await signIn.open();
      await signIn.signInAs('contributor@example.org');
      const grid = new InputGridPage(page, locale);
      const t = grid.t;
      await grid.frame.useLocale();

      const { subject } = await readJson<{ subject: SubjectView }>(page.request, `${API}/${subjectKey}`);
      const dimension = subject.tag_dimensions[0]!;
      const leaves = dimension.leaves;
      expect(leaves.map((leaf) => leaf.key)).toEqual(['boreal_alma', 'boreal_jonquiere', 'boreal_la_baie', 'boreal_laterriere']);
      const numbers = subject.fields.filter((field) => field.type === 'number');
      const header = (field: FieldView) => (field.unit ? t('inputGrid.column.withUnit', { name: field.name[locale], unit: field.unit[locale] }) : field.name[locale]);
      const { inputs: lastYear } = await readJson<{ inputs: InputView[] }>(page.request, `${API}/${subjectKey}/inputs?period=${LAST_YEAR}&state=approved&per_page=1000`);
      const previousOf = (leafKey: string, fieldId: string) => lastYear.find((input) => input.tags[dimension.key] === leafKey)!.values[fieldId] as number;

      // The first number field moves by each row's factor (the second row's beyond the threshold); a second one keeps last year's value.
      const [first, second] = numbers;
      const entered = leaves.map((leaf, row) => ({
        leaf: leaf.name[locale],
        first: round(previousOf(leaf.key, first!.id) * factors[row]!, first!.decimals ?? 0),
        second: second ? previousOf(leaf.key, second.id) : null,
      }));

      await grid.open(subjectKey);
      await expect(grid.heading(subject.name[locale])).toBeVisible();
      await expect(grid.periodSelect()).toHaveValue(PERIOD);
      for (const { leaf } of entered) await expect(await grid.stateCell(PERIOD, leaf)).toHaveText(t('inputGrid.state.none'));

      // Into the grid and across to the first figure, then down its column: typing edits, Enter confirms and moves down.
      await grid.enterGrid(PERIOD);
      await grid.expectFocusOn(PERIOD, entered[0]!.leaf, dimension.name[locale]);
      await grid.press('ArrowRight');
      await grid.expectFocusOn(PERIOD, entered[0]!.leaf, header(first!));
      if (second) {
        // Three rows typed, the fourth pasted as a two-cell block: this year's figure and the share beside it.
        for (const row of entered.slice(0, 3)) await grid.typeAndConfirm(typedNumber(row.first, locale, first!.decimals));
        await grid.expectFocusOn(PERIOD, entered[3]!.leaf, header(first!));
        await grid.paste([[typedNumber(entered[3]!.first, locale, first!.decimals), typedNumber(entered[3]!.second!, locale, second.decimals)]]);
        await grid.press('ArrowRight');
        await grid.press('ArrowUp', 3);
        await grid.expectFocusOn(PERIOD, entered[0]!.leaf, header(second));
        for (const row of entered.slice(0, 3)) await grid.typeAndConfirm(typedNumber(row.second!, locale, second.decimals));
      } else {
        // Two rows typed, the last two pasted as a block of two lines.
        for (const row of entered.slice(0, 2)) await grid.typeAndConfirm(typedNumber(row.first, locale, first!.decimals));
        await grid.expectFocusOn(PERIOD, entered[2]!.leaf, header(first!));
        await grid.paste(entered.slice(2).map((row) => [typedNumber(row.first, locale, first!.decimals)]));
      }

      // Each cell shows its value, last year's approved one and the change in percent; the second row's is beyond the threshold.
      for (const [row, values] of entered.entries()) {
        const cell = await grid.cell(PERIOD, values.leaf, header(first!));
        const previous = previousOf(leaves[row]!.key, first!.id);
        await expect(cell).toContainText(shownNumber(values.first, locale, first!.decimals));
        await expect(cell).toContainText(t('inputGrid.cell.previous', { period: LAST_YEAR, value: shownNumber(previous, locale, first!.decimals) }));
        await expect(cell).toContainText(t('inputGrid.cell.change', { percent: change(previous, values.first, locale) }));
        const overThreshold = t('inputGrid.cell.overThreshold', { threshold: String(subject.variation_threshold) });
        if (row === 1) await expect(cell).toContainText(overThreshold);
        else await expect(cell).not.toContainText(overThreshold);
        if (second) await expect(await grid.cell(PERIOD, values.leaf, header(second))).toContainText(shownNumber(values.second!, locale, second.decimals));
        await expect(await grid.statusCell(PERIOD, values.leaf)).toHaveText(t('inputGrid.status.changed'));
      }

      // Submit: row by row; the server holds back the row whose change needs a justification.
      await grid.pressAndWait(grid.submitButton());
      for (const [row, { leaf }] of entered.entries()) {
        const status = await grid.statusCell(PERIOD, leaf);
        if (row === 1) await expect(status).toContainText(t('inputGrid.status.variation', { threshold: String(subject.variation_threshold) }));
        else await expect(status).toHaveText(t('inputGrid.status.submitted'));
      }
      await expect(await grid.stateCell(PERIOD, entered[1]!.leaf)).toHaveText(t('inputGrid.state.none'));
      await grid.expectNoBlockingViolation();

      // Enter on the row's status opens the justification; sent with it, the row goes through.
      await grid.openJustification(PERIOD, entered[1]!.leaf);
      await expect(grid.justifyDialog()).toContainText(first!.name[locale]);
      await grid.expectNoBlockingViolation();
      await grid.sendJustification(justification);
      await expect(await grid.statusCell(PERIOD, entered[1]!.leaf)).toHaveText(t('inputGrid.status.submitted'));
      for (const { leaf } of entered) await expect(await grid.stateCell(PERIOD, leaf)).toHaveText(t('inputGrid.state.submitted'));

      // What the server keeps: the figures as typed and pasted, submitted, the justification with its row.
      const { inputs } = await readJson<{ inputs: InputView[] }>(page.request, `${API}/${subjectKey}/inputs?period=${PERIOD}&per_page=1000`);
      for (const [row, leaf] of leaves.entries()) {
        const input = inputs.find((candidate) => candidate.tags[dimension.key] === leaf.key);
        expect(input, leaf.key).toMatchObject({ state: 'submitted', values: { [first!.id]: entered[row]!.first } });
        if (second) expect(input!.values[second.id]).toBe(entered[row]!.second);
        expect(input!.justification).toBe(row === 1 ? justification : null);
      }

      // Nothing is left unsaved: reloading asks nothing and shows the rows submitted.
      await page.reload();
      await expect(grid.heading(subject.name[locale])).toBeVisible();
      for (const { leaf } of entered) await expect(await grid.stateCell(PERIOD, leaf)).toHaveText(t('inputGrid.state.submitted'));

      // The past periods, one link away: last year's approved figures beside the earlier ones.
      await grid.pastPeriodsLink().focus();
      await page.keyboard.press('Enter');
      const history = grid.frame.main().getByRole('table', { name: new RegExp(`^${escapeRegExp(header(first!))}`) });
      await expect(history.getByRole('columnheader', { name: LAST_YEAR, exact: true })).toBeVisible();
      await expect(history.getByRole('row', { name: new RegExp(`^${escapeRegExp(entered[1]!.leaf)}`) })).toContainText(
        shownNumber(previousOf(leaves[1]!.key, first!.id), locale, first!.decimals),
      );
      await grid.expectNoBlockingViolation();
    });
  }
});

