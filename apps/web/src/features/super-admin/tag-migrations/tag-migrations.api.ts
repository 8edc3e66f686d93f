import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TagMigrationBody } from '@platform/shared/super-admin/tag-migrations.schemas';
import { UNFINISHED_TAG_MIGRATION_STATES } from '@platform/shared/super-admin/tag-migrations.schemas';
import type { tagMigrationsContract as contract } from '@platform/shared/super-admin/tag-migrations.contract';
import type { tagsContract } from '@platform/shared/tags/tags.contract';
import { callApi } from '../../../app/api/call-api';

/** How often the list is read again while a migration waits or runs. */
export const TAG_MIGRATIONS_REFRESH_MS = 3000;
export const TAG_MIGRATIONS_SHOWN = 20;

const keys = {
  all: ['super_admin', 'tag_migrations'] as const,
  page: (page: number) => ['super_admin', 'tag_migrations', page] as const,
  tree: ['super_admin', 'tag_migrations', 'tree'] as const,
};

/** The client's tag trees, every node (the pickers' options). */
export function useTagTree() {
  return useQuery({ queryKey: keys.tree, queryFn: () => callApi<typeof tagsContract.list>('GET /tags'), meta: { handlesErrors: true } });
}

/** One page of the migrations, newest first, read again every few seconds while one of them waits or runs. */
export function useTagMigrations(page: number) {
  return useQuery({
    queryKey: keys.page(page),
    queryFn: () => callApi<typeof contract.list>('GET /services/super_admin/tooling_tags_migrations', { query: { page, per_page: TAG_MIGRATIONS_SHOWN } }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
    refetchInterval: (query) =>
      query.state.data?.migrations.some((migration) => UNFINISHED_TAG_MIGRATION_STATES.includes(migration.state)) ? TAG_MIGRATIONS_REFRESH_MS : false,
  });
}

/**
 * Asks for a migration (a dry run or the real one); the screen shows its refusals itself. The list is read
 * again, and so is the tree once a real migration has been asked for (it changes it when done).
 */
export function useCreateTagMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagMigrationBody) => callApi<typeof contract.create>('POST /services/super_admin/tooling_tags_migrations', { body }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
