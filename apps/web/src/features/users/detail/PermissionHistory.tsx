import { FormattedDate, FormattedTime } from 'react-intl';
import type { PermissionChangeEntry } from '@platform/shared/users/users.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { useTagNames } from '../use-tag-names';
import { usePermissionItems } from '../users-queries';
import { historyFieldLabel, historyValue } from './history-text';

/**
 * The history of the user's rights, newest first: when, who (and who was acting as them), what was added
 * and removed (permissions, roles, organisations: each named as the screens name it) and what changed.
 */
export function PermissionHistory({ history }: { history: readonly PermissionChangeEntry[] }) {
  const t = useT();
  const { locale } = useLocale();
  const items = usePermissionItems();
  const tagNames = useTagNames();
  const permissionNames = new Map((items.data ?? []).map((item) => [item.key as string, item.name[locale]]));
  const nameOf = (entry: string) => permissionNames.get(entry) ?? tagNames.name(entry);

  if (history.length === 0) return <p className="users__empty">{t('users.history.empty')}</p>;
  return (
    <div className="users-history">
      <p className="users__intro">{t('users.history.intro')}</p>
      <ol className="users-history__list">
        {history.map((entry) => (
          <li key={entry.id} className="users-history__entry">
            <p className="users-history__when">
              <time dateTime={entry.at}>
                <FormattedDate value={entry.at} dateStyle="medium" /> <FormattedTime value={entry.at} timeStyle="short" />
              </time>{' '}
              <span className="users-history__who">
                {entry.by === null
                  ? t('users.history.byUnknown')
                  : entry.impersonator
                    ? t('users.history.byImpersonated', { email: entry.by, impersonator: entry.impersonator })
                    : t('users.history.by', { email: entry.by })}
              </span>
            </p>
            <dl className="users-history__changes">
              {entry.added.length > 0 && (
                <>
                  <dt>{t('users.history.added')}</dt>
                  <dd>
                    <ul className="users-inline-list users-history__added">
                      {entry.added.map((each) => (
                        <li key={each}>{nameOf(each)}</li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
              {entry.removed.length > 0 && (
                <>
                  <dt>{t('users.history.removed')}</dt>
                  <dd>
                    <ul className="users-inline-list users-history__removed">
                      {entry.removed.map((each) => (
                        <li key={each}>{nameOf(each)}</li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
              {Object.keys(entry.fields).length > 0 && (
                <>
                  <dt>{t('users.history.changed')}</dt>
                  <dd>
                    <ul className="users-history__fields">
                      {Object.entries(entry.fields).map(([field, change]) => (
                        <li key={field}>
                          {t('users.history.change', {
                            field: historyFieldLabel(t, field),
                            before: historyValue(t, field, change.before),
                            after: historyValue(t, field, change.after),
                          })}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
