import { expect, type Response } from '@playwright/test';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

/** The import a response reads, when it is GET /api/import/{id} (the new-import screen asks again every second while a run goes on). */
function importReadId(response: Response): number | undefined {
  if (response.request().method() !== 'GET') return undefined;
  const match = /^\/api\/import\/(\d+)$/.exec(new URL(response.url()).pathname);
  return match ? Number(match[1]) : undefined;
}

/**
 * The import screens of the back-office (apps/web/src/features/imports): the history at /admin/import (or a
 * subject's at /admin/subjects/:key/import) with an import's details dialog, and a new import at
 * /admin/import/new (or /admin/subjects/:key/import/new): the file, its dry run with the columns and errors,
 * then the import.
 */
export class ImportsScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();

  // The history
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('imports.nav'), exact: true });
  newLink = () => this.main().getByRole('link', { name: this.t('imports.new'), exact: true });
  table = () => this.main().getByRole('table', { name: this.t('imports.list.caption'), exact: true });
  /** The row of an import, by its file's name (several runs of one file each have their row; the newest is first). */
  rows = (file: string) => this.table().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: file, exact: true }) });
  row = (file: string) => this.rows(file).first();
  openButton = (file: string) => this.row(file).getByRole('button', { name: this.t('imports.action.openOne', { file }), exact: true });
  cancelButton = (file: string) => this.row(file).getByRole('button', { name: this.t('imports.action.cancelOne', { file }), exact: true });
  deleteButton = (file: string) => this.row(file).getByRole('button', { name: this.t('imports.action.deleteOne', { file }), exact: true });
  reportLink = (file: string) => this.row(file).getByRole('link', { name: this.t('imports.action.reportOne', { file }), exact: true });
  progress = (file: string) => this.row(file).getByRole('progressbar', { name: this.t('imports.progress.label', { file }), exact: true });
  empty = () => this.main().getByText(this.t('imports.list.empty'), { exact: true });
  details = (file: string) => this.page.getByRole('dialog', { name: this.t('imports.details.title', { file }), exact: true });
  confirmDialog = () => this.page.getByRole('alertdialog');
  confirmDelete = () => this.confirmDialog().getByRole('button', { name: this.t('imports.action.delete'), exact: true });
  confirmCancel = () => this.confirmDialog().getByRole('button', { name: this.t('imports.cancel.confirm'), exact: true });

  /** Opens the client's history from the navigation and waits for its title. */
  async openList(): Promise<void> {
    await this.navLink().click();
    await expect(this.page).toHaveURL(/\/admin\/import$/);
    await expect(this.heading()).toHaveText(this.t('imports.title'));
  }

  /** Opens a subject's history (subject's name as the screen shows it). */
  async openSubjectList(key: string, subject: string): Promise<void> {
    await this.page.goto(`/admin/subjects/${encodeURIComponent(key)}/import`);
    await expect(this.heading()).toHaveText(this.t('imports.subjectTitle', { subject }));
  }

  // A new import
  steps = () => this.main().getByRole('list', { name: this.t('imports.steps.label'), exact: true });
  currentStep = () => this.steps().locator('[aria-current="step"]');
  subjectSelect = () => this.main().getByRole('combobox', { name: new RegExp(`^${escapeRegExp(this.t('imports.setup.subject'))}`) });
  periodSelect = () => this.main().getByRole('combobox', { name: this.t('imports.setup.period'), exact: true });
  templateLink = () => this.main().getByRole('link', { name: this.t('imports.setup.template'), exact: true });
  dropArea = () => this.main().getByRole('group', { name: this.t('imports.setup.file'), exact: true });
  fileInput = () => this.dropArea().locator('input[type="file"]');
  checkButton = () => this.main().getByRole('button', { name: this.t('imports.setup.check'), exact: true });
  checkSection = () => this.main().getByRole('region', { name: this.t('imports.check.title'), exact: true });
  importSection = () => this.main().getByRole('region', { name: this.t('imports.run.title'), exact: true });
  mappingTable = () => this.checkSection().getByRole('table', { name: this.t('imports.mapping.caption'), exact: true });
  columnTarget = (header: string) => this.mappingTable().getByRole('combobox', { name: this.t('imports.mapping.select', { header }), exact: true });
  errors = () => this.checkSection().getByRole('list', { name: this.t('imports.errors.title'), exact: true });
  errorGroup = (field: string) => this.errors().getByRole('listitem').filter({ hasText: field });
  changes = () => this.checkSection().getByRole('table', { name: this.t('imports.changes.caption'), exact: true });
  count = (name: keyof Import['counts']) => this.checkSection().locator('.import-counts__item').filter({ hasText: this.t(`imports.counts.${name}`) }).locator('dd');
  importAllButton = () => this.checkSection().getByRole('button', { name: this.t('imports.run.all'), exact: true });
  importValidButton = () => this.checkSection().getByRole('button', { name: this.t('imports.run.valid'), exact: true });
  anotherFileButton = () => this.main().getByRole('button', { name: this.t('imports.run.another'), exact: true }).first();
  reportDownload = () => this.main().getByRole('link', { name: this.t('imports.report.download'), exact: true });
  inputsLink = (subject: string) => this.importSection().getByRole('link', { name: this.t('imports.run.awaiting', { subject }), exact: true });
  historyLink = () => this.importSection().getByRole('link', { name: this.t('imports.run.history'), exact: true });

  /** Opens the new-import screen, of a subject when given (its subject chosen already). */
  async openNew(subjectKey?: string): Promise<void> {
    await this.page.goto(subjectKey ? `/admin/subjects/${encodeURIComponent(subjectKey)}/import/new` : '/admin/import/new');
    await expect(this.checkButton()).toBeVisible();
  }

  /** Chooses the file to import (a path, or a name with its content). */
  async chooseFile(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.fileInput().setInputFiles(file);
  }

  /**
   * Sends a file to POST /api/import and waits until the run it started has ended; answers that run. The
   * screen's reads are watched from before the file is sent, so the one that ends the polling is never missed.
   */
  async ran(send: () => Promise<void>): Promise<Import> {
    const ended = new Map<number, Import>();
    let wanted: { id: number; resolve: (record: Import) => void } | undefined;
    const onResponse = (response: Response): void => {
      const id = importReadId(response);
      if (id === undefined) return;
      void response.json().then(
        ({ import: record }: { import: Import }) => {
          if (record.state === 'queued' || record.state === 'running') return;
          ended.set(id, record);
          if (wanted?.id === id) wanted.resolve(record);
        },
        () => undefined, // a read cut short by the page moving on: the next one says the same
      );
    };
    this.page.on('response', onResponse);
    try {
      const posted = this.page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/import');
      await send();
      const answer = await posted;
      expect(answer.status(), `import sent: ${answer.ok() ? '' : await answer.text()}`).toBe(201);
      const { import: started } = (await answer.json()) as { import: Import };
      if (started.state !== 'queued' && started.state !== 'running') return started;
      return await new Promise<Import>((resolve) => {
        const known = ended.get(started.id);
        if (known) resolve(known);
        else wanted = { id: started.id, resolve };
      });
    } finally {
      this.page.off('response', onResponse);
    }
  }

  /** Checks the chosen file by a dry run and waits for its review. */
  async dryRun(): Promise<Import> {
    const record = await this.ran(() => this.checkButton().click());
    await expect(this.checkSection()).toBeVisible();
    return record;
  }

  /** Reads a column as another target (a target's label as the select shows it), which checks the file again. */
  async mapColumn(header: string, target: string): Promise<Import> {
    return this.ran(() => this.columnTarget(header).selectOption({ label: target }).then(() => undefined));
  }

  /** Imports every row, or the valid rows only, and waits for the result. */
  async importRows(which: 'all' | 'valid'): Promise<Import> {
    const record = await this.ran(() => (which === 'all' ? this.importAllButton() : this.importValidButton()).click());
    await expect(this.importSection()).toBeVisible();
    return record;
  }
}
