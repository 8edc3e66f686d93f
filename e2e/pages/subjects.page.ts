import { expect, type Response } from '@playwright/test';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { AdminScreen } from './admin-screen.page';
import { escapeRegExp } from './public-site.page';

export const SUBJECTS_PATH = '/admin/subjects';

/** Whether a response answers the inputs list of a subject (GET /api/services/data_cluster/subjects/:key/inputs). */
const isInputList = (response: Response, key: string) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/services/data_cluster/subjects/${key}/inputs`;

/**
 * The subjects a user may fill at /admin/subjects (SubjectsPage): one region per section, each subject a
 * link with what is left to enter for its open period.
 */
export class SubjectsPage extends AdminScreen {
  async open(): Promise<void> {
    await this.page.goto(SUBJECTS_PATH);
    await expect(this.heading()).toBeVisible();
  }

  /** Opens it from the back-office navigation. */
  async openFromNavigation(): Promise<void> {
    await this.frame.navigation().getByRole('link', { name: this.t('dataEntry.nav.subjects'), exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`${escapeRegExp(SUBJECTS_PATH)}$`));
    await expect(this.heading()).toBeVisible();
  }

  heading = () => this.frame.main().getByRole('heading', { level: 1, name: this.t('dataEntry.subjects.title'), exact: true });
  /** A section's region, by the section's name in this language. */
  section = (name: string) => this.frame.main().getByRole('region', { name, exact: true });
  subjectLink = (name: string) => this.frame.main().getByRole('link', { name, exact: true });
  /** A subject's line: its link and its progress. */
  subjectItem = (name: string) => this.frame.main().getByRole('listitem').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  empty = () => this.frame.main().getByText(this.t('dataEntry.subjects.empty'), { exact: true });

  /** The progress a subject's line shows while entries are left. */
  remainingText = (remaining: number, available: number, period: string) =>
    this.t('dataEntry.progress.remaining', { remaining: String(remaining), available: String(available), period });
  completeText = (period: string) => this.t('dataEntry.progress.complete', { period });

  /** Opens a subject from the list and waits for its page. */
  async openSubject(name: string): Promise<SubjectPage> {
    await this.subjectLink(name).click();
    const subject = new SubjectPage(this.page, this.locale);
    await expect(subject.heading(name)).toBeVisible();
    return subject;
  }
}

/**
 * A subject's page at /admin/subjects/:key (SubjectPage): the ways to enter data, the filters (period,
 * state, a search sent 500 ms after typing stops), the counts, and the table of inputs with what each
 * one's abilities allow (open or edit, delete, select for a bulk delete).
 */
export class SubjectPage extends AdminScreen {
  async open(key: string, name: string): Promise<void> {
    await this.page.goto(`${SUBJECTS_PATH}/${key}`);
    await expect(this.heading(name)).toBeVisible();
  }

  heading = (name: string) => this.frame.main().getByRole('heading', { level: 1, name, exact: true });
  newInputLink = () => this.frame.main().getByRole('link', { name: this.t('dataEntry.subject.newInput'), exact: true });
  gridLink = () => this.frame.main().getByRole('link', { name: this.t('dataEntry.subject.grid'), exact: true });
  pastPeriodsLink = () => this.frame.main().getByRole('link', { name: this.t('dataEntry.subject.pastPeriods'), exact: true });
  downloadLink = () => this.frame.main().getByRole('link', { name: this.t('dataEntry.subject.download'), exact: true });
  configurationLink = () => this.frame.main().getByRole('link', { name: this.t('dataEntry.subject.configuration'), exact: true });
  progressLink = () => this.frame.main().getByRole('link', { name: this.t('dataEntry.subject.progress'), exact: true });

  filters = () => this.frame.main().getByRole('search', { name: this.t('dataEntry.filters.label'), exact: true });
  periodFilter = () => this.filters().getByRole('combobox', { name: this.t('dataEntry.filters.period'), exact: true });
  stateFilter = () => this.filters().getByRole('combobox', { name: this.t('dataEntry.filters.state'), exact: true });
  searchBox = () => this.filters().getByRole('searchbox', { name: this.t('dataEntry.filters.search'), exact: true });

  /** "N inputs, M refused" (the counts line; plural forms vary, so it is matched loosely by the caller). */
  counts = () => this.frame.main().locator('.inputs-toolbar__counts');
  table = () => this.frame.main().getByRole('table');
  rows = () => this.table().getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  /** An input's name as the list writes it: its tags by name, then its period. */
  inputName = (tags: string, period: string) => this.t('dataEntry.inputs.inputName', { tags, period });
  row = (tags: string, period: string) => this.rows().filter({ has: this.page.getByRole('rowheader', { name: tags, exact: true }) }).filter({ hasText: period });
  openLink = (tags: string, period: string) => this.table().getByRole('link', { name: this.t('dataEntry.inputs.openNamed', { name: this.inputName(tags, period) }), exact: true });
  editLink = (tags: string, period: string) => this.table().getByRole('link', { name: this.t('dataEntry.inputs.editNamed', { name: this.inputName(tags, period) }), exact: true });
  deleteButton = (tags: string, period: string) => this.table().getByRole('button', { name: this.t('dataEntry.inputs.deleteNamed', { name: this.inputName(tags, period) }), exact: true });
  selectBox = (tags: string, period: string) => this.table().getByRole('checkbox', { name: this.t('dataEntry.inputs.select', { name: this.inputName(tags, period) }), exact: true });
  deleteSelectedButton = () => this.frame.main().getByRole('button', { name: new RegExp(`^${escapeRegExp(this.t('dataEntry.delete.selected', { count: '' })).replace('\\(\\)', '\\(\\d+\\)')}$`) });
  confirmDialog = () => this.page.getByRole('alertdialog');
  /** The report of a bulk delete: one line per input. */
  deleteResults = () => this.frame.main().getByRole('region').filter({ has: this.page.locator('#delete-results-title') });
  pager = () => this.frame.main().getByRole('navigation', { name: this.t('dataEntry.pager.label'), exact: true });

  /** Chooses a period and a state (empty for all) and waits for the list they ask for. */
  async filter(filters: { period?: string; state?: InputState | '' }, key: string): Promise<void> {
    if (filters.period !== undefined) {
      const answered = this.page.waitForResponse((response) => isInputList(response, key));
      await this.periodFilter().selectOption(filters.period);
      await answered;
    }
    if (filters.state !== undefined) {
      const answered = this.page.waitForResponse((response) => isInputList(response, key));
      await this.stateFilter().selectOption(filters.state);
      await answered;
    }
  }

  /** Types a search (empty clears it) and waits for the one list it asks for once typing has paused. */
  async search(text: string, key: string): Promise<void> {
    const answered = this.page.waitForResponse((response) => isInputList(response, key) && (new URL(response.url()).searchParams.get('q') ?? '') === text.trim());
    await this.searchBox().fill(text);
    await answered;
  }

  /** Deletes one input: its Delete button, then the confirmation. */
  async deleteInput(tags: string, period: string): Promise<void> {
    await this.deleteButton(tags, period).click();
    await this.confirmDialog().getByRole('button', { name: this.t('common.delete'), exact: true }).click();
    await expect(this.page.getByText(this.t('dataEntry.delete.doneOne', { name: this.inputName(tags, period) }), { exact: true })).toBeVisible();
  }

  /** Opens an input from the list (Edit when it may be edited, Open otherwise). */
  async openInput(tags: string, period: string): Promise<void> {
    await this.row(tags, period).getByRole('rowheader').getByRole('link').click();
    await expect(this.frame.main().getByRole('heading', { level: 1, name: this.inputName(tags, period), exact: true })).toBeVisible();
  }
}
