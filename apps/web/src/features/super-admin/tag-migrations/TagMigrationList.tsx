import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UNFINISHED_TAG_MIGRATION_STATES, type TagMigration } from '@platform/shared/super-admin/tag-migrations.schemas';
import { useT } from '../../../ui/i18n/useT';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { SuperAdminTable, When } from '../SuperAdminTable';
import { TAG_MIGRATIONS_SHOWN, useTagMigrations } from './tag-migrations.api';
import { KIND_LABELS } from './tag-migration-texts';

/**
 * The client's migrations, newest first: what each was, its state (read again every few seconds while one
 * waits or runs), what it concerned, who asked for it, and why it failed. When one finishes, the pickers' tree is
 * read again (the migration changed it).
 */
export function TagMigrationList() {
  const t = useT();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const list = useTagMigrations(page);
  const queryClient = useQueryClient();
  const waiting = list.data?.migrations.some((migration) => UNFINISHED_TAG_MIGRATION_STATES.includes(migration.state)) ?? false;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TAG_MIGRATIONS_SHOWN)) : 1;

  const lastDone = list.data?.migrations.find((migration) => migration.state === 'done' && !migration.dry_run)?.id ?? null;
  const seenDone = useRef(lastDone);
  useEffect(() => {
    if (lastDone === seenDone.current) return;
    seenDone.current = lastDone;
    void queryClient.invalidateQueries({ queryKey: ['super_admin', 'tag_migrations', 'tree'] });
  }, [lastDone, queryClient]);

  return (
    <section aria-labelledby={titleId} className="tag-migration-list">
      <h2 id={titleId}>{t('superAdmin.tagMigrations.list.title')}</h2>
      <p role="status" className="jobs__hint">
        {waiting ? t('superAdmin.tagMigrations.list.waiting') : ''}
      </p>
      <QueryState
        query={list}
        loadingLabel={t('superAdmin.tagMigrations.list.loading')}
        failedMessage={t('superAdmin.tagMigrations.list.failed')}
        isEmpty={(data) => data.total === 0}
        emptyMessage={t('superAdmin.tagMigrations.list.empty')}
      >
        {(data) => (
          <>
            <SuperAdminTable
              labelledBy={titleId}
              className="jobs tag-migrations"
              columns={[
                t('superAdmin.tagMigrations.list.createdAt'),
                t('superAdmin.tagMigrations.list.migration'),
                t('superAdmin.tagMigrations.list.state'),
                t('superAdmin.tagMigrations.list.counts'),
                t('superAdmin.tagMigrations.list.by'),
                t('superAdmin.tagMigrations.list.finishedAt'),
              ]}
            >
              {data.migrations.map((migration) => (
                <MigrationRow key={migration.id} migration={migration} />
              ))}
            </SuperAdminTable>
            <Pagination
              page={page}
              pages={pages}
              onPage={setPage}
              label={t('superAdmin.tagMigrations.list.pagination')}
              words={{
                status: t('superAdmin.tagMigrations.list.page', { page, pages }),
                previous: t('superAdmin.tagMigrations.list.previous'),
                next: t('superAdmin.tagMigrations.list.next'),
              }}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function MigrationRow({ migration }: { migration: TagMigration }) {
  const t = useT();
  const { counts } = migration;
  return (
    <tr className={migration.state === 'failed' ? 'jobs__row jobs__row--failed' : 'jobs__row'} data-migration-id={migration.id}>
      <th scope="row">
        <When value={migration.created_at} />
      </th>
      <td>
        <span className="tag-migrations__kind">{t(KIND_LABELS[migration.kind])}</span>{' '}
        <code>{migration.from}</code> → <code>{migration.to}</code>
      </td>
      <td>
        <span className={`tag-migrations__state tag-migrations__state--${migration.state}`}>{t(`superAdmin.tagMigrations.state.${migration.state}`)}</span>
        {migration.failure && <span className="jobs__error tag-migrations__failure">{migration.failure}</span>}
      </td>
      <td>
        {t('superAdmin.tagMigrations.list.countsText', { inputs: counts.inputs, users: counts.users, reports: counts.reports })}
        {counts.conflicts > 0 && <span className="tag-migrations__conflicts"> · {t('superAdmin.tagMigrations.list.conflictsText', { conflicts: counts.conflicts })}</span>}
      </td>
      <td>{migration.created_by ?? t('superAdmin.tagMigrations.list.unknownUser')}</td>
      <td>{migration.finished_at ? <When value={migration.finished_at} /> : t('superAdmin.tagMigrations.list.unfinished')}</td>
    </tr>
  );
}
