import { defineCall, defineContract } from '../http/contract.js';
import { tagMigrationBodySchema, tagMigrationCreatedSchema, tagMigrationListSchema, tagMigrationsQuerySchema } from './tag-migrations.schemas.js';

/** Tag migrations (spec §7, Super admin: tooling_tags_migrations). */
export const tagMigrationsContract = defineContract(
  'super-admin-tag-migrations',
  'Tag migrations: merge, move or rename tag nodes, with a dry run counting what they concern, then a job re-tagging it.',
  {
    list: defineCall({
      method: 'GET',
      path: '/services/super_admin/tooling_tags_migrations',
      summary: "Lists the client's tag migrations (dry runs included), newest first, a page at a time.",
      query: tagMigrationsQuerySchema,
      response: tagMigrationListSchema,
    }),
    create: defineCall({
      method: 'POST',
      path: '/services/super_admin/tooling_tags_migrations',
      summary: 'Counts what a merge, move or rename of tag nodes concerns (dry run), or queues it.',
      description:
        'A dry run changes nothing (state `dry_run`); otherwise the migration is `queued`, then a job applies it in one transaction (inputs re-tagged with history, users, reports and questionnaires, the tree), queues a full precalculation and marks it `done`, or `failed` with nothing changed. 422 INVALID_RECORD names the refused field: an unknown node, another dimension or depth, a cycle, a used key, a node merged into itself, a merge whose inputs would collide (`details.conflicts`, one per input), another migration still waiting or running.',
      body: tagMigrationBodySchema,
      response: tagMigrationCreatedSchema,
      status: 201,
    }),
  },
);
