import { useId, useState } from 'react';
import { FormattedNumber } from 'react-intl';
import type { Browser, ErrorGroup } from '@platform/shared/error-reports/error-groups.schemas';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import { Pagination } from '../../../ui/pagination/Pagination';
import { QueryState } from '../../../ui/query-state/QueryState';
import { SuperAdminTable, When } from '../SuperAdminTable';
import { ERROR_GROUPS_SHOWN, useErrorGroups } from './errors.api';
import './errors.css';

/**
 * /super_admin/errors: the errors the client's pages reported (POST /error), grouped by message and place (the page
 * path, or the stack's first frame without a page), the most recently seen first; a group opens on its latest reports.
 */
export function ErrorsPage() {
  const t = useT();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const groups = useErrorGroups(page);
  const pages = groups.data ? Math.max(1, Math.ceil(groups.data.total / ERROR_GROUPS_SHOWN)) : 1;
  return (
    <>
      <h1 id={titleId}>{t('superAdmin.errors.title')}</h1>
      <p className="jobs__hint">{t('superAdmin.errors.intro')}</p>
      <QueryState
        query={groups}
        loadingLabel={t('superAdmin.errors.loading')}
        failedMessage={t('superAdmin.errors.failed')}
        isEmpty={(list) => list.groups.length === 0}
        emptyMessage={t('superAdmin.errors.empty')}
      >
        {(list) => (
          <>
            <p aria-live="polite">{t('superAdmin.errors.total', { count: list.total })}</p>
            <SuperAdminTable
              labelledBy={titleId}
              className="jobs error-groups"
              columns={[
                t('superAdmin.errors.message'),
                t('superAdmin.errors.place'),
                t('superAdmin.errors.count'),
                t('superAdmin.errors.firstSeen'),
                t('superAdmin.errors.lastSeen'),
                t('superAdmin.errors.browsers'),
                t('superAdmin.errors.users'),
              ]}
            >
              {list.groups.map((group) => (
                <GroupRows key={`${group.message}\u0000${group.place}`} group={group} />
              ))}
            </SuperAdminTable>
            <Pagination
              page={page}
              pages={pages}
              onPage={setPage}
              label={t('superAdmin.errors.pagination')}
              words={{ status: t('superAdmin.errors.page', { page, pages }), previous: t('superAdmin.errors.previous'), next: t('superAdmin.errors.next') }}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/** A group's row, and under it, once opened, its latest reports with their stacks. */
function GroupRows({ group }: { group: ErrorGroup }) {
  const t = useT();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr className="jobs__row">
        <th scope="row" className="error-groups__message">
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
            aria-label={t(open ? 'superAdmin.errors.hide' : 'superAdmin.errors.show', { message: group.message })}
          >
            {open ? '−' : '+'}
          </Button>{' '}
          {group.message}
        </th>
        <td className="error-groups__place">{group.place === '' ? t('superAdmin.errors.unknownPlace') : <code>{group.place}</code>}</td>
        <td className="jobs__count">
          <FormattedNumber value={group.count} />
        </td>
        <td>
          <When value={group.first_seen} />
        </td>
        <td>
          <When value={group.last_seen} />
        </td>
        <td>{group.browsers.length === 0 ? t('superAdmin.errors.none') : group.browsers.map((browser) => browserName(t, browser)).join(', ')}</td>
        <td>{group.users.length === 0 ? t('superAdmin.errors.visitorsOnly') : group.users.join(', ')}</td>
      </tr>
      {open && (
        <tr id={detailsId} className="error-groups__details">
          <td colSpan={7}>
            <h2 className="error-groups__recent-title">{t('superAdmin.errors.recent', { count: group.recent.length })}</h2>
            <ol className="error-groups__recent">
              {group.recent.map((occurrence) => (
                <li key={occurrence.id}>
                  <dl className="error-groups__occurrence">
                    <dt>{t('superAdmin.errors.when')}</dt>
                    <dd>
                      <When value={occurrence.created_at} />
                    </dd>
                    <dt>{t('superAdmin.errors.url')}</dt>
                    <dd>{occurrence.url ? <code>{occurrence.url}</code> : t('superAdmin.errors.none')}</dd>
                    <dt>{t('superAdmin.errors.browser')}</dt>
                    <dd>{occurrence.browser ? browserName(t, occurrence.browser) : t('superAdmin.errors.none')}</dd>
                    <dt>{t('superAdmin.errors.user')}</dt>
                    <dd>{occurrence.user_email ?? t('superAdmin.errors.visitor')}</dd>
                  </dl>
                  {occurrence.stack ? (
                    <pre className="error-groups__stack" tabIndex={0} aria-label={t('superAdmin.errors.stack')}>
                      {occurrence.stack}
                    </pre>
                  ) : (
                    <p>{t('superAdmin.errors.noStack')}</p>
                  )}
                </li>
              ))}
            </ol>
          </td>
        </tr>
      )}
    </>
  );
}

function browserName(t: ReturnType<typeof useT>, browser: Browser): string {
  const name = t(`superAdmin.errors.browser.${browser.name}`);
  return browser.major === null ? name : `${name} ${browser.major}`;
}
