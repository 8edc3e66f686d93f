import { useId } from 'react';
import { Link } from 'react-router';
import type { UserDetail } from '@platform/shared/users/users.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { EmptyState } from '../../../ui/query-state/EmptyState';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { useTagNames } from '../use-tag-names';
import { usePermissionItems } from '../users-queries';
import { rightGroups } from './effective-right-groups';

/**
 * What the user can do (each permission named in the language shown, grouped by section, with the roles
 * that grant it) and where: the organisations and sites their data rights cover, and the subjects they
 * contribute to.
 */
export function EffectiveRights({ detail }: { detail: UserDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const whereId = useId();
  const items = usePermissionItems();
  const tagNames = useTagNames();
  const { user, effective_rights: rights, scope } = detail;
  if (items.isPending) return <Loader type="medium" />;
  const groups = rightGroups(rights, items.data, locale, t('users.rights.other'));

  return (
    <div className="users-rights">
      <p className="users__intro">{t('users.rights.intro')}</p>
      {items.isError && <p className="users__notice">{t('users.rights.permissionsFailed')}</p>}
      {groups.length === 0 ? (
        <EmptyState>{t('users.rights.none')}</EmptyState>
      ) : (
        <ScrollTable caption={t('users.tabs.rights')} className="users-table users-table--rights" scrollClassName="users-table__scroll">
          <thead>
            <tr>
              <th scope="col">{t('users.rights.permission')}</th>
              <th scope="col">{t('users.rights.grantedBy')}</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key}>
              <tr className="ui-table__group">
                <th scope="rowgroup" colSpan={2}>
                  {group.subsection ? `${group.section} › ${group.subsection}` : group.section}
                </th>
              </tr>
              {group.rights.map((right) => (
                <tr key={right.key}>
                  <th scope="row" className="users-rights__name">
                    {right.name}
                  </th>
                  <td>
                    {right.grantedBy.length === 0 ? (
                      <span className="users-muted">{user.super_admin ? t('users.rights.superAdmin') : '—'}</span>
                    ) : (
                      <ul className="users-inline-list">
                        {right.grantedBy.map((role) => (
                          <li key={role.id}>
                            <Link to={`/admin/roles/${role.id}`}>{role.name}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </ScrollTable>
      )}

      <section className="users-where" aria-labelledby={whereId}>
        <h3 id={whereId}>{t('users.rights.where')}</h3>
        <dl>
          <dt>{t('users.rights.organisations')}</dt>
          <dd>
            {scope.all_tags ? (
              t('users.rights.allOrganisations')
            ) : scope.tags.length === 0 ? (
              <span className="users-muted">{t('users.rights.noOrganisation')}</span>
            ) : (
              <ul className="users-plain-list">
                {scope.tags.map((tag) => (
                  <li key={tag.key}>{tagNames.hasChildren(tag.key) ? t('users.rights.withEverythingUnder', { name: tag.name[locale] }) : tag.name[locale]}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t('users.rights.subjects')}</dt>
          <dd>
            {scope.subjects.length === 0 ? (
              <span className="users-muted">{t('users.rights.noSubject')}</span>
            ) : (
              <ul className="users-inline-list">
                {scope.subjects.map((subject) => (
                  <li key={subject.key}>
                    <Link to={`/admin/subjects/${encodeURIComponent(subject.key)}`}>{subject.name[locale]}</Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </section>
    </div>
  );
}
