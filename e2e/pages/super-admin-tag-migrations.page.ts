import { expect, type Locator, type Response } from '@playwright/test';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { TagMigrationCounts, TagMigrationCreated, TagMigrationKind } from '@platform/shared/super-admin/tag-migrations.schemas';
import { AdminScreen } from './admin-screen.page';
import { ADMIN_AREAS } from './admin-frame.page';
import { formatted } from './i18n';

/** Where the screen reads and asks for migrations. */
export const TAG_MIGRATIONS_PATH = '/api/services/super_admin/tooling_tags_migrations';

const isMigrationsCall = (response: Response, method: string) => response.request().method() === method && new URL(response.url()).pathname === TAG_MIGRATIONS_PATH;

/**
 * The super administrator's tag migrations at /super_admin/tag_migrations (TagMigrationsPage): the form (kind,
 * node, the node it goes into or under, or its new key), the dry run's counts and the run, confirmed in a
 * dialog; then the list of migrations with their state.
 */
export class TagMigrationsScreen extends AdminScreen {
  /**
   * Opens the super administration, shows it in this object's language (saved in the profile: for journeys on a
   * server of their own) and follows its navigation to this screen.
   */
  async openFromSuperAdmin(): Promise<void> {
    await this.page.goto(ADMIN_AREAS.superAdmin.path);
    await this.frame.useLocale();
    const listed = this.page.waitForResponse((response) => isMigrationsCall(response, 'GET'));
    await this.superAdminNavigation().getByRole('link', { name: this.t('superAdmin.tagMigrations.title'), exact: true }).click();
    await listed;
    await expect(this.page).toHaveURL(/\/super_admin\/tag_migrations$/);
    await expect(this.frame.heading()).toHaveText(this.t('superAdmin.tagMigrations.title'));
  }

  /** The text of a catalogue message with plural or number arguments, as the screen shows it. */
  say(key: MessageKey, values: Record<string, string | number>): string {
    // `{name, number}` reads as the number itself here (small whole numbers: no grouping to mimic).
    return formatted(this.locale, this.t(key).replace(/\{(\w+), number\}/g, '{$1}'), values);
  }

  superAdminNavigation = () => this.page.getByRole('navigation', { name: this.t('superAdmin.nav.label'), exact: true });
  form = () => this.frame.main().getByRole('region', { name: this.t('superAdmin.tagMigrations.form.title'), exact: true });
  kind = (kind: TagMigrationKind) => this.form().getByRole('radio', { name: this.t(`superAdmin.tagMigrations.kind.${kind}`), exact: true });
  fromPicker = () => this.form().getByRole('combobox', { name: this.t('superAdmin.tagMigrations.form.from') });
  toPicker = (kind: Exclude<TagMigrationKind, 'rename'>) => this.form().getByRole('combobox', { name: this.t(`superAdmin.tagMigrations.form.to.${kind}`) });
  dryRunButton = () => this.form().getByRole('button', { name: this.t('superAdmin.tagMigrations.dryRun'), exact: true });

  result = () => this.form().getByRole('region', { name: this.t('superAdmin.tagMigrations.result.title'), exact: true });
  /** A count of the dry run: the value under its term. */
  count = (name: keyof TagMigrationCounts): Locator =>
    this.result()
      .getByRole('term')
      .filter({ hasText: this.t(`superAdmin.tagMigrations.counts.${name}`) })
      .locator('xpath=following-sibling::dd[1]');
  runButton = () => this.result().getByRole('button', { name: this.t('superAdmin.tagMigrations.run'), exact: true });
  confirmDialog = () => this.page.getByRole('alertdialog', { name: this.t('superAdmin.tagMigrations.confirm.title'), exact: true });

  list = () => this.frame.main().getByRole('region', { name: this.t('superAdmin.tagMigrations.list.title'), exact: true });
  rows = () => this.list().getByRole('table').getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  /** The row of a migration, by its id. */
  row = (id: number) => this.list().locator(`tr[data-migration-id="${id}"]`);
  stateText = (state: 'dry_run' | 'queued' | 'running' | 'done' | 'failed') => this.t(`superAdmin.tagMigrations.state.${state}`);

  /** Picks a merge of `from` into `to` (nodes by key). */
  async chooseMerge(from: string, to: string): Promise<void> {
    await this.kind('merge').check();
    await this.fromPicker().selectOption(from);
    await this.toPicker('merge').selectOption(to);
  }

  /** Asks for the dry run; answers what the server counted. */
  async dryRun(): Promise<TagMigrationCreated> {
    const answered = this.page.waitForResponse((response) => isMigrationsCall(response, 'POST'));
    await this.dryRunButton().click();
    const response = await answered;
    expect(response.status(), 'dry run answered').toBe(201);
    return (await response.json()) as TagMigrationCreated;
  }

  /** Runs the migration just counted, confirming it in the dialog; answers the queued migration. */
  async run(expectedMessage: string): Promise<TagMigrationCreated> {
    await this.runButton().click();
    const dialog = this.confirmDialog();
    await expect(dialog).toContainText(expectedMessage);
    await this.expectNoBlockingViolation();
    const answered = this.page.waitForResponse((response) => isMigrationsCall(response, 'POST'));
    await dialog.getByRole('button', { name: this.t('superAdmin.tagMigrations.confirm.action'), exact: true }).click();
    const response = await answered;
    expect(response.status(), 'migration queued').toBe(201);
    return (await response.json()) as TagMigrationCreated;
  }
}
