import { expect, type Download } from '@playwright/test';
import type { Report, ReportBody, ReportPartDisplay, ReportPartType } from '@platform/shared/reports/reports.schemas';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

/**
 * The report screens of the back-office (apps/web/src/features/reports): the list at /admin/reports (search,
 * open, duplicate, delete), the builder at /admin/reports/new and /admin/reports/:id (the report's fields,
 * pages of parts moved by keyboard or by dragging, a live preview beside them), its actions (PDF per
 * language, share, publish, refresh) and /admin/reports/:id/duplicate, which copies a report and opens the copy.
 */
export class ReportsScreen extends AdminScreen {
  main = () => this.frame.main();
  heading = () => this.frame.heading();
  notice = (text: string) => this.page.locator('[data-ui-notice-stack]').getByText(text);

  // The list
  navLink = () => this.frame.navigation().getByRole('link', { name: this.t('reports.nav'), exact: true });
  newLink = () => this.main().getByRole('link', { name: this.t('reports.new'), exact: true });
  search = () => this.main().getByRole('searchbox', { name: this.t('reports.list.search'), exact: true });
  table = () => this.main().getByRole('table', { name: this.t('reports.list.caption'), exact: true });
  /** A report's row, by its title in the screen's language. */
  row = (title: string) => this.table().getByRole('row', { name: new RegExp(`^${escapeRegExp(title)}`) });
  openLink = (title: string) => this.row(title).getByRole('link', { name: title, exact: true });
  duplicateButton = (title: string) => this.row(title).getByRole('button', { name: this.t('reports.action.duplicateOne', { title }), exact: true });
  deleteButton = (title: string) => this.row(title).getByRole('button', { name: this.t('reports.action.deleteOne', { title }), exact: true });
  empty = () => this.main().getByText(this.t('reports.list.empty'), { exact: true });
  confirmButton = (label: string) => this.page.getByRole('alertdialog').getByRole('button', { name: label, exact: true });
  confirmDelete = () => this.confirmButton(this.t('reports.action.delete'));

  async openList(): Promise<void> {
    await this.page.goto('/admin/reports');
    await expect(this.heading()).toHaveText(this.t('reports.title'));
  }

  // The builder
  form = () => this.main().getByRole('form', { name: this.t('reports.builder.form'), exact: true });
  titleField = (language: 'en' | 'fr') =>
    this.form().getByRole('textbox', { name: new RegExp(`^${escapeRegExp(this.t('reports.field.title', { language: this.t(`common.locale.${language}`) }))}`) });
  dateStart = () => this.form().getByLabel(new RegExp(`^${escapeRegExp(this.t('reports.field.dateStart'))}`));
  dateEnd = () => this.form().getByLabel(new RegExp(`^${escapeRegExp(this.t('reports.field.dateEnd'))}`));
  orientation = (value: ReportBody['orientation']) => this.form().getByRole('radio', { name: this.t(`reports.orientation.${value}`), exact: true });
  /** The default tag of a dimension, by the dimension's name. */
  defaultTag = (dimension: string) => this.form().getByRole('combobox', { name: dimension, exact: true });
  option = (option: 'show_indicator_annotations' | 'show_indicator_html_data' | 'exact_indicators_copy') =>
    this.form().getByRole('checkbox', { name: this.t(`reports.option.${option}`), exact: true });
  saveButton = () => this.main().getByRole('button', { name: this.t('reports.builder.save'), exact: true }).first();
  createButton = () => this.main().getByRole('button', { name: this.t('reports.builder.create'), exact: true }).first();
  addPageButton = () => this.form().getByRole('button', { name: `+ ${this.t('reports.pages.add')}`, exact: true });
  /** A page of the builder, by its number (1 first). */
  pageSection = (page: number) => this.form().getByRole('region', { name: this.t('reports.page.heading', { page: String(page) }), exact: true });
  addPart = (page: number, type: ReportPartType) =>
    this.pageSection(page).getByRole('button', { name: this.t('reports.page.addOne', { page: String(page), type: this.t(`reports.part.type.${type}`) }), exact: true });
  movePageUp = (page: number) => this.form().getByRole('button', { name: this.t('reports.page.moveUp', { page: String(page) }), exact: true });
  movePageDown = (page: number) => this.form().getByRole('button', { name: this.t('reports.page.moveDown', { page: String(page) }), exact: true });
  duplicatePage = (page: number) => this.form().getByRole('button', { name: this.t('reports.page.duplicate', { page: String(page) }), exact: true });
  deletePage = (page: number) => this.form().getByRole('button', { name: this.t('reports.page.delete', { page: String(page) }), exact: true });
  previewPage = (page: number) => this.form().getByRole('button', { name: this.t('reports.page.previewOne', { page: String(page) }), exact: true });
  /** A part of a page, by the page's and the part's numbers and its type. */
  part = (page: number, part: number, type: ReportPartType) =>
    this.pageSection(page).getByRole('group', { name: this.t('reports.part.legend', { page: String(page), part: String(part), type: this.t(`reports.part.type.${type}`) }), exact: true });
  partIndicator = (page: number, part: number, type: 'indicator' | 'key_figures') =>
    this.part(page, part, type).getByRole('combobox', { name: new RegExp(`^${escapeRegExp(this.t('reports.part.indicator'))}`) });
  partDisplay = (page: number, part: number, display: ReportPartDisplay) =>
    this.part(page, part, 'indicator').getByRole('radio', { name: this.t(`reports.part.display.${display}`), exact: true });
  /** The editing area of a text part's rich-text editor in one language. */
  partText = (page: number, part: number, language: 'en' | 'fr') =>
    this.part(page, part, 'text').getByRole('textbox', { name: this.t('reports.part.text', { language: this.t(`common.locale.${language}`) }) });
  movePartUp = (page: number, part: number) => this.form().getByRole('button', { name: this.t('reports.part.moveUp', { page: String(page), part: String(part) }), exact: true });
  movePartDown = (page: number, part: number) => this.form().getByRole('button', { name: this.t('reports.part.moveDown', { page: String(page), part: String(part) }), exact: true });
  duplicatePart = (page: number, part: number) => this.form().getByRole('button', { name: this.t('reports.part.duplicate', { page: String(page), part: String(part) }), exact: true });
  deletePart = (page: number, part: number) => this.form().getByRole('button', { name: this.t('reports.part.delete', { page: String(page), part: String(part) }), exact: true });
  errorSummary = () => this.main().locator('.ui-error-summary');
  staleNotice = () => this.main().getByRole('alert').filter({ hasText: this.t('reports.stale.title') });
  reloadButton = () => this.staleNotice().getByRole('button', { name: this.t('reports.stale.reload'), exact: true });

  // The preview
  preview = () => this.main().getByRole('region', { name: this.t('reports.preview.heading'), exact: true });
  /** The previewed sheet (its name says which page of how many, and the orientation). */
  sheet = () => this.preview().locator('.report-sheet');

  // The actions of a saved report
  pdfButton = (language: 'en' | 'fr') => this.main().getByRole('button', { name: this.t('reports.pdf.prepare', { language: this.t(`common.locale.${language}`) }), exact: true });
  pdfProgress = (language: 'en' | 'fr') => this.main().getByRole('progressbar', { name: this.t('reports.pdf.progressLabel', { locale: language }), exact: true });
  pdfLink = (language: 'en' | 'fr') => this.main().getByRole('link', { name: this.t('reports.pdf.download', { language: this.t(`common.locale.${language}`) }), exact: true });
  shareButton = () => this.main().getByRole('button', { name: new RegExp(`^${escapeRegExp(this.t('reports.action.share'))}`) });
  shareDialog = () => this.page.getByRole('dialog');
  shareSearch = () => this.shareDialog().getByRole('searchbox', { name: this.t('reports.share.search'), exact: true });
  shareUser = (email: string) => this.shareDialog().getByRole('checkbox', { name: email, exact: true }).first();
  shareSave = () => this.shareDialog().getByRole('button', { name: this.t('reports.share.save'), exact: true });
  publishButton = () => this.main().getByRole('button', { name: new RegExp(`^(${escapeRegExp(this.t('reports.action.publish'))}|${escapeRegExp(this.t('reports.action.publishAgain'))})$`) });
  publishDialog = () => this.page.getByRole('dialog');
  publishSummary = () => this.publishDialog().getByRole('checkbox', { name: this.t('reports.publish.summary'), exact: true });
  publishConfirm = () => this.publishDialog().getByRole('button', { name: this.t('reports.publish.confirm'), exact: true });
  refreshButton = () => this.main().getByRole('button', { name: this.t('reports.action.refresh'), exact: true });
  refreshDialog = () => this.page.getByRole('dialog', { name: this.t('reports.refresh.title'), exact: true });

  async openNew(): Promise<void> {
    await this.page.goto('/admin/reports/new');
    await expect(this.heading()).toHaveText(this.t('reports.builder.newTitle'));
  }

  async openReport(id: number): Promise<void> {
    await this.page.goto(`/admin/reports/${id}`);
    await expect(this.form()).toBeVisible();
  }

  /** Saves (POST for a new report, PUT otherwise) and answers the server's status and body. */
  async save(): Promise<{ status: number; body: { report?: Report; code?: string; details?: Record<string, unknown[]> } }> {
    const answered = this.page.waitForResponse(
      (response) => ['POST', 'PUT'].includes(response.request().method()) && /^\/api\/reports(\/\d+)?$/.test(new URL(response.url()).pathname),
    );
    const create = this.createButton();
    await ((await create.count()) > 0 ? create : this.saveButton()).click();
    const answer = await answered;
    return { status: answer.status(), body: await answer.json() };
  }

  /** Asks for the PDF in a language, waits while it is being made (the bar shows), and downloads it. */
  async downloadPdf(language: 'en' | 'fr', timeout = 60_000): Promise<Download> {
    await this.pdfButton(language).click();
    await expect(this.pdfLink(language)).toBeVisible({ timeout });
    const download = this.page.waitForEvent('download');
    await this.pdfLink(language).click();
    return download;
  }
}
