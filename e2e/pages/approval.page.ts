import { expect, type Locator, type Response } from '@playwright/test';
import { AdminScreen } from './admin-screen.page';
import { countMessage } from './progress.page';
import { escapeRegExp } from './public-site.page';

const API = '/api/services/data_cluster';

/** A decision an approval screen sends. */
export type Decision = 'approve' | 'preapprove' | 'refuse';

/**
 * The approval list at /admin/approval (ApprovalPage): per section, a table of the subjects with inputs
 * awaiting the user, titled 'Approval' or, for a pre-approver, 'Pre-approval'.
 */
export class ApprovalListPage extends AdminScreen {
  async open(): Promise<void> {
    const loaded = this.page.waitForResponse((response) => new URL(response.url()).pathname === `${API}/subjects/approval`);
    await this.page.goto('/admin/approval');
    expect((await loaded).status(), 'approval subjects loaded').toBe(200);
  }

  /** The title a user sees: 'approval.title', or 'approval.title.preapproval' for a pre-approver. */
  heading = (preapprover = false) =>
    this.frame.main().getByRole('heading', { level: 1, name: this.t(preapprover ? 'approval.title.preapproval' : 'approval.title'), exact: true });
  empty = () => this.frame.main().getByText(this.t('approval.empty'), { exact: true });
  sectionTable = (section: string) => this.frame.main().getByRole('table', { name: this.t('approval.subjectsOf', { section }), exact: true });
  /** A subject's row: its name (a link), then awaiting, refused and all inputs. */
  subjectRow = (name: string) => this.frame.main().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  subjectLink = (name: string) => this.frame.main().getByRole('link', { name, exact: true });
  /** The three counts of a subject's row, as numbers. */
  async countsOf(name: string): Promise<{ awaiting: number; refused: number; total: number }> {
    const [awaiting, refused, total] = (await this.subjectRow(name).getByRole('cell').allTextContents()).map(Number);
    return { awaiting: awaiting!, refused: refused!, total: total! };
  }
}

/**
 * One subject's inputs awaiting the user at /admin/approval/:key (SubjectApprovalPage): filters, counts, the
 * table (a checkbox per row, figures, justification, state, row actions), bulk actions on the selection, the
 * refusal dialog, and the result of the last decision (with what changed on an input that moved meanwhile).
 * Rows are named by their label: the input's tag leaves and period, 'Boreal Aluminium · 2022'.
 */
export class SubjectApprovalPage extends AdminScreen {
  async open(key: string, query = ''): Promise<void> {
    const loaded = this.listLoaded(key);
    await this.page.goto(`/admin/approval/${encodeURIComponent(key)}${query}`);
    expect((await loaded).status(), 'awaiting inputs loaded').toBe(200);
    await expect(this.table().or(this.emptyState())).toBeVisible();
  }

  /** The list's call (GET …/subjects/:key/approval): start waiting before the action that sends it. */
  listLoaded(key: string, query?: Record<string, string>): Promise<Response> {
    return this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      if (url.pathname !== `${API}/subjects/${key}/approval`) return false;
      return Object.entries(query ?? {}).every(([name, value]) => url.searchParams.get(name) === value);
    });
  }

  /** A decision's call (PUT …/inputs/approve or …/inputs/refuse). */
  decisionSent(key: string, decision: Decision): Promise<Response> {
    const action = decision === 'refuse' ? 'refuse' : 'approve';
    return this.page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `${API}/subjects/${key}/inputs/${action}`);
  }

  heading = (subject: string, preapprover = false) =>
    this.frame
      .main()
      .getByRole('heading', { level: 1, name: this.t(preapprover ? 'approval.subjectTitle.preapproval' : 'approval.subjectTitle', { subject }), exact: true });
  backLink = () => this.frame.main().getByRole('link', { name: this.t('approval.backToList'), exact: true });

  filters = () => this.frame.main().getByRole('search', { name: this.t('approval.filters'), exact: true });
  periodFilter = () => this.filters().getByRole('combobox', { name: this.t('approval.filter.period'), exact: true });
  stateFilter = () => this.filters().getByRole('combobox', { name: this.t('approval.filter.state'), exact: true });
  searchField = () => this.filters().getByRole('searchbox', { name: this.t('approval.filter.search'), exact: true });
  /** "3 inputs await you" and "1 refused". */
  awaitingCount = () => this.frame.main().locator('.approval__awaiting');
  refusedCount = () => this.frame.main().locator('.approval__refused');
  emptyState = () => this.frame.main().getByText(new RegExp(`^(${escapeRegExp(this.t('approval.noneAwaiting'))}|${escapeRegExp(this.t('approval.noMatch'))})$`));

  table = () => this.frame.main().getByRole('table', { name: this.t('approval.table.caption'), exact: true });
  rows = () => this.table().locator('tbody').getByRole('row');
  row = (label: string) => this.rows().filter({ has: this.page.getByRole('checkbox', { name: this.t('approval.selectRow', { label }), exact: true }) });
  rowCheckbox = (label: string) => this.table().getByRole('checkbox', { name: this.t('approval.selectRow', { label }), exact: true });
  selectAll = () => this.table().getByRole('checkbox', { name: this.t('approval.selectAll'), exact: true });
  inputLink = (label: string) => this.table().getByRole('link', { name: this.t('approval.openInput', { label }), exact: true });
  rowButton = (decision: Decision, label: string) =>
    this.table().getByRole('button', { name: this.t(`approval.action.${decision}Row`, { label }), exact: true });

  bulkActions = () => this.frame.main().getByRole('group', { name: this.t('approval.bulk.label'), exact: true });
  /** A bulk decision's button, which names how many selected inputs it goes to: 'Approve (3)'. */
  bulkButton = (decision: Decision, count: number) => this.bulkActions().getByRole('button', { name: this.t(`approval.bulk.${decision}`, { count: String(count) }), exact: true });

  /** The confirmation of a bulk approval or pre-approval. */
  confirmDialog = () => this.page.getByRole('alertdialog');
  async confirmBulk(decision: Exclude<Decision, 'refuse'>): Promise<void> {
    await this.confirmDialog().getByRole('button', { name: this.t(`approval.action.${decision}`), exact: true }).click();
  }

  refuseDialog = () => this.page.getByRole('dialog').filter({ has: this.page.getByRole('textbox', { name: this.t('approval.refuse.reason') }) });
  reasonField = () => this.refuseDialog().getByRole('textbox', { name: this.t('approval.refuse.reason') });
  refuseButton = () => this.refuseDialog().getByRole('button', { name: this.t('approval.refuse.send'), exact: true });
  /** The reason's error, under the field (after its icon). */
  reasonRequired = () => this.refuseDialog().getByText(this.t('approval.refuse.blank'));

  /** Writes the reason in the open refusal dialog and sends it, waiting for the server's answer. */
  async refuseWith(key: string, reason: string): Promise<void> {
    await this.reasonField().fill(reason);
    const sent = this.decisionSent(key, 'refuse');
    await this.refuseButton().click();
    expect((await sent).status(), 'refusal sent').toBe(200);
    await expect(this.refuseDialog()).toBeHidden();
  }

  results = () => this.frame.main().getByRole('region', { name: this.t('approval.results.title'), exact: true });
  /** "3 approved, 1 changed since you opened it". */
  resultSummary = () => this.results().locator('.approval-results__summary');
  /** One part of the summary, e.g. resultPart('approval.result.approved', 3) is '3 approved'. */
  resultPart = (key: Parameters<typeof countMessage>[1], count: number) => countMessage(this.locale, key, count);
  hideResults = () => this.results().getByRole('button', { name: this.t('approval.results.hide'), exact: true });
  /** What changed on an input that moved since the page was opened: rows State, each field, Justification… */
  comparison = (label: string) => this.results().getByRole('table', { name: this.t('approval.stale.title', { label }), exact: true });
  comparisonRow = (label: string, what: string) => this.comparison(label).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: what, exact: true }) });
  /** A row the last decision left marked (changed since seen, or not done). */
  staleMark = (label: string) => this.row(label).getByText(this.t('approval.row.stale'), { exact: true });

  pagination = () => this.frame.main().getByRole('navigation', { name: this.t('approval.pagination.label'), exact: true });
  nextPage = () => this.pagination().getByRole('button', { name: this.t('approval.pagination.next'), exact: true });
  previousPage = () => this.pagination().getByRole('button', { name: this.t('approval.pagination.previous'), exact: true });

  /** Selects these rows (by label) and sends a bulk approval or pre-approval, confirming it. */
  async decideOnSelection(key: string, decision: Exclude<Decision, 'refuse'>, labels: readonly string[]): Promise<Response> {
    for (const label of labels) await this.rowCheckbox(label).check();
    await this.bulkButton(decision, labels.length).click();
    const sent = this.decisionSent(key, decision);
    await this.confirmBulk(decision);
    const answer = await sent;
    await expect(this.results()).toBeVisible();
    return answer;
  }

  /** The figures cell of a row for a field column, by the field's position among the number fields. */
  valueCell = (label: string, index: number): Locator => this.row(label).locator('td.approval-table__number').nth(index);
}
