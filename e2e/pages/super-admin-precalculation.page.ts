import { expect, type Response } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';

/** Where the precalculation runs page reads its runs from. */
export const PRECALCULATION_RUNS_PATH = '/api/services/super_admin/precalculation_runs';

/** The precalculation runs at /super_admin/precalculation_runs (PrecalculationRunsPage): the runs, newest first, and the full recalculation. */
export class SuperAdminPrecalculationPage extends AdminScreen {
  async open(): Promise<void> {
    const loaded = this.runsLoaded();
    await this.page.goto('/super_admin/precalculation_runs');
    await loaded;
    await expect(this.page).toHaveURL(/\/super_admin\/precalculation_runs$/);
  }

  /** The screen's call for the runs: start waiting before the action that opens the screen. */
  runsLoaded(): Promise<Response> {
    return this.page.waitForResponse((response) => new URL(response.url()).pathname === PRECALCULATION_RUNS_PATH);
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/super_admin\/precalculation_runs$/);
    await expect(this.heading()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('superAdmin.nav.precalculationRuns'), exact: true });
  /** The runs' section, its table (newest first) and the full recalculation. */
  section = () => this.frame.main().getByRole('region', { name: this.t('superAdmin.precalculation.title'), exact: true });
  runs = () => this.section().getByRole('table', { name: this.t('superAdmin.precalculation.title'), exact: true });
  rows = () => this.runs().getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  recalculateButton = () => this.section().getByRole('button', { name: this.t('superAdmin.precalculation.recalculate'), exact: true });
  noRun = () => this.section().getByText(this.t('superAdmin.precalculation.empty'), { exact: true });
  waiting = () => this.section().getByText(this.t('superAdmin.precalculation.waiting'), { exact: true });

  /** Asks for a full recalculation and confirms it in the dialog. */
  async recalculateAll(): Promise<void> {
    await this.recalculateButton().click();
    const dialog = this.page.getByRole('alertdialog', { name: this.t('superAdmin.precalculation.confirm.title'), exact: true });
    await expect(dialog).toContainText(this.t('superAdmin.precalculation.confirm.message'));
    await dialog.getByRole('button', { name: this.t('superAdmin.precalculation.confirm.action'), exact: true }).click();
  }
}
