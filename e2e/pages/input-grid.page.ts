import { expect, type Locator } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

/**
 * The input grid at /admin/subjects/:key/inputs/new/grid (InputGridPage): one row per tag leaf the user acts
 * for, a column per field a cell holds, the input's state and the row's status; Save drafts and Submit under
 * it, and the justification dialog. Cells are found the way assistive technology finds them: the row by its
 * leaf's name, the column by its header, matched on their ARIA row and column indexes (AG Grid draws the pinned
 * leaf column as a row element of its own).
 */
export class InputGridPage extends AdminScreen {
  async open(subjectKey: string): Promise<void> {
    await this.page.goto(`/admin/subjects/${subjectKey}/inputs/new/grid`);
  }

  heading = (subjectName: string) =>
    this.frame.main().getByRole('heading', { level: 1, name: this.t('inputGrid.title', { subject: subjectName }), exact: true });
  periodSelect = () => this.frame.main().getByRole('combobox', { name: this.t('inputGrid.period'), exact: true });
  pastPeriodsLink = () => this.frame.main().getByRole('link', { name: this.t('inputGrid.pastPeriodsLink'), exact: true });
  grid = (period: string) => this.frame.main().locator(`[aria-label="${this.t('inputGrid.gridLabel', { period })}"]`);
  columnHeader = (period: string, name: string) => this.grid(period).getByRole('columnheader', { name: new RegExp(`^${escapeRegExp(name)}`) });
  saveDraftsButton = () => this.frame.main().getByRole('button', { name: this.t('inputGrid.saveDrafts'), exact: true });
  submitButton = () => this.frame.main().getByRole('button', { name: this.t('inputGrid.submit'), exact: true });
  progress = () => this.frame.main().locator('.input-grid-page__progress');
  justifyDialog = () => this.page.getByRole('dialog', { name: this.t('inputGrid.justify.title'), exact: true });

  /** A cell, by its row's leaf name and its column's header. */
  async cell(period: string, leaf: string, column: string): Promise<Locator> {
    const grid = this.grid(period);
    const leafCell = grid.getByRole('gridcell', { name: leaf, exact: true });
    const rowIndex = await leafCell.locator('xpath=ancestor::*[@role="row"][1]').getAttribute('aria-rowindex');
    const columnIndex = await this.columnHeader(period, column).getAttribute('aria-colindex');
    return grid.locator(`[role="row"][aria-rowindex="${rowIndex}"] [role="gridcell"][aria-colindex="${columnIndex}"]`);
  }

  stateCell = (period: string, leaf: string) => this.cell(period, leaf, this.t('inputGrid.column.state'));
  statusCell = (period: string, leaf: string) => this.cell(period, leaf, this.t('inputGrid.column.status'));

  /**
   * Goes into the grid with the keyboard, from the link before it: Tab lands on the first column's header,
   * the down arrow on the first row's leaf.
   */
  async enterGrid(period: string): Promise<void> {
    // The grid takes the focus once its rows are drawn (after the period's inputs and last year's have loaded).
    await expect(this.grid(period).getByRole('gridcell').first()).toBeVisible();
    await this.pastPeriodsLink().focus();
    await this.page.keyboard.press('Tab');
    await expect(this.grid(period).getByRole('columnheader').first()).toBeFocused();
    await this.page.keyboard.press('ArrowDown');
  }

  async press(key: string, times = 1): Promise<void> {
    for (let time = 0; time < times; time += 1) await this.page.keyboard.press(key);
  }

  async expectFocusOn(period: string, leaf: string, column: string): Promise<void> {
    await expect(await this.cell(period, leaf, column)).toBeFocused();
  }

  /** Types into the focused cell (typing starts editing) and confirms with Enter, which moves down a row. */
  async typeAndConfirm(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
  }

  /** Puts a block on the clipboard as a spreadsheet copies it (tab-separated lines) and pastes it with Ctrl/Cmd+V. */
  async paste(rows: string[][]): Promise<void> {
    const text = `${rows.map((cells) => cells.join('\t')).join('\n')}\n`;
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.page.evaluate((block) => navigator.clipboard.writeText(block), text);
    await this.page.keyboard.press('ControlOrMeta+V');
  }

  /** Presses a button below the grid from the keyboard and waits until every row it sends has its answer. */
  async pressAndWait(button: Locator): Promise<void> {
    await button.focus();
    await this.page.keyboard.press('Enter');
    await expect(button).toBeEnabled();
    await expect(this.progress()).not.toHaveText(/…$/);
  }

  /** On a row waiting for a justification: Enter on its status cell opens the dialog, its text field focused. */
  async openJustification(period: string, leaf: string): Promise<void> {
    const status = await this.statusCell(period, leaf);
    await status.focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.justifyDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: this.t('inputGrid.justify.label') })).toBeFocused();
  }

  /** In the open justification dialog: the text, then its send button by Tab. */
  async sendJustification(justification: string): Promise<void> {
    const dialog = this.justifyDialog();
    await this.page.keyboard.type(justification);
    const send = dialog.getByRole('button', { name: this.t('inputGrid.justify.send'), exact: true });
    await this.press('Tab', 2);
    await expect(send).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
  }
}
