import { expect, test } from '@playwright/test';
import type { Tag } from '@platform/shared/tags/tags.contract';
import { readJson, signedIn } from './pages/journey-helpers';
import type { Locale } from './pages/public-site.page';
import { onItsOwnServer } from './pages/separate-server';
import { TagMigrationsScreen } from './pages/super-admin-tag-migrations.page';

/** Each journey merges a smelter of the demo into another smelter of the same member. */
const MERGES: Record<Locale, { from: string; to: string }> = {
  en: { from: 'saint_laurent_shawinigan', to: 'saint_laurent_baie_comeau' },
  fr: { from: 'boreal_laterriere', to: 'boreal_la_baie' },
};

/**
 * A super administrator merges two smelters of the demo (two sites become one): picks the merge, reads the dry
 * run's counts, runs it after confirmation and sees it done; the merged smelter is no longer in the tree. Both
 * smelters have figures for the same years, which a merge refuses (one input per subject, period and site): as
 * an operator would before such a merge, the target smelter's figures for those years are removed first, so
 * the source's take their place. Merging changes the demo's tree, so these journeys run on a server of their own.
 */
test.describe('super administrator: merging two sites', () => {
  const server = onItsOwnServer();

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.startOnce();
    await server.stop();
    for (const { from, to } of Object.values(MERGES)) {
      await server.sql(
        `update inputs as target set deleted_at = now()
           from inputs as source
          where source.subject_id = target.subject_id and source.period = target.period
            and source.deleted_at is null and target.deleted_at is null
            and source.tags ->> 'organisation' = $1 and target.tags ->> 'organisation' = $2`,
        [from, to],
      );
    }
  });

  for (const locale of ['en', 'fr'] as const) {
    test(`merges a smelter into another after a dry run and sees it done (${locale})`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const { from, to } = MERGES[locale];
      const page = await signedIn(browser, baseURL!, 'super@example.org');
      const screen = new TagMigrationsScreen(page, locale);
      await screen.openFromSuperAdmin();
      const { tags } = await readJson<{ tags: Tag[] }>(page.request, '/api/tags');
      const fromNode = tags.find((tag) => tag.key === from)!;
      const toNode = tags.find((tag) => tag.key === to)!;
      const dimension = tags.find((tag) => tag.key === fromNode.dimension)!;

      // The pickers say which tree and level each chosen node is at.
      await screen.chooseMerge(from, to);
      const place = screen.say('superAdmin.tagMigrations.node.place', { dimension: dimension.name[locale], depth: 2 });
      await expect(screen.fromPicker()).toHaveAccessibleDescription(place);
      await expect(screen.toPicker('merge')).toHaveAccessibleDescription(place);

      // The dry run counts what the merge concerns and changes nothing.
      const counted = await screen.dryRun();
      const { counts } = counted.migration;
      expect(counted.migration.state).toBe('dry_run');
      expect(counts.inputs, 'the source smelter has figures').toBeGreaterThan(0);
      expect(counts.conflicts).toBe(0);
      await expect(screen.result()).toBeVisible();
      for (const name of ['inputs', 'users', 'reports', 'conflicts'] as const) {
        await expect(screen.count(name)).toHaveText(new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(counts[name]));
      }
      await expect(screen.row(counted.migration.id)).toContainText(screen.stateText('dry_run'));
      await screen.expectNoBlockingViolation();

      // The run, confirmed: queued, then done once its job has run.
      const queued = await screen.run(
        screen.say('superAdmin.tagMigrations.confirm.merge', { from: fromNode.name[locale], to: toNode.name[locale], inputs: counts.inputs, users: counts.users }),
      );
      expect(queued.migration.state).toBe('queued');
      await expect(page.getByText(screen.t('superAdmin.tagMigrations.notices.queued'), { exact: true })).toBeVisible();
      await expect(screen.result()).toHaveCount(0);
      const row = screen.row(queued.migration.id);
      await expect(row).toContainText(screen.stateText('done'), { timeout: 30_000 });
      await expect(row).toContainText(screen.say('superAdmin.tagMigrations.list.countsText', { inputs: counts.inputs, users: counts.users, reports: counts.reports }));

      // The merged smelter has left the tree: the picker no longer offers it, the other one is still there.
      await expect(screen.fromPicker().locator(`option[value="${from}"]`)).toHaveCount(0);
      await expect(screen.fromPicker().locator(`option[value="${to}"]`)).toHaveCount(1);
      const after = await readJson<{ tags: Tag[] }>(page.request, '/api/tags');
      expect(after.tags.map((tag) => tag.key)).not.toContain(from);
      await screen.expectNoBlockingViolation();
      await page.context().close();
    });
  }
});
