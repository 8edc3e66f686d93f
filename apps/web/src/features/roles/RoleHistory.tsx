import { useId } from 'react';
import { FormattedDate } from 'react-intl';
import type { PermissionChangeEntry } from '@platform/shared/users/users.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT, type Translate } from '../../ui/i18n/useT';
import { listOf } from './permission-names';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** What one entry changed, one line each: creation or renaming, rights added and removed, members added and removed. */
function changeLines(t: Translate, entry: PermissionChangeEntry, rightsList: (keys: readonly string[]) => string, people: (names: string[]) => string): string[] {
  const lines: string[] = [];
  const name = entry.fields.name;
  if (name && name.before === null && typeof name.after === 'string') lines.push(t('roles.history.created', { name: name.after }));
  else if (name && typeof name.before === 'string' && typeof name.after === 'string') lines.push(t('roles.history.renamed', { before: name.before, after: name.after }));
  if (entry.added.length > 0) lines.push(t('roles.history.added', { list: rightsList(entry.added) }));
  if (entry.removed.length > 0) lines.push(t('roles.history.removed', { list: rightsList(entry.removed) }));
  const joined = asList(entry.fields.members_added?.after);
  if (joined.length > 0) lines.push(t('roles.history.membersAdded', { list: people(joined) }));
  const left = asList(entry.fields.members_removed?.before);
  if (left.length > 0) lines.push(t('roles.history.membersRemoved', { list: people(left) }));
  return lines;
}

/** The history of the role's rights (who changed what, when), newest first. */
export function RoleHistory({ entries, rightsList }: { entries: PermissionChangeEntry[]; rightsList: (keys: readonly string[]) => string }) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const people = (names: string[]) => listOf(names, locale);
  return (
    <section className="roles__history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="roles__section-title">
        {t('roles.history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="roles__empty">{t('roles.history.empty')}</p>
      ) : (
        <div className="roles__table-scroll" role="group" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="roles__table roles__table--stacking">
            <caption className="visually-hidden">{t('roles.history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('roles.history.when')}</th>
                <th scope="col">{t('roles.history.who')}</th>
                <th scope="col">{t('roles.history.what')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const by = entry.by ?? t('roles.history.unknownAuthor');
                return (
                  <tr key={entry.id}>
                    <th scope="row" className="roles__date">
                      <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
                    </th>
                    <td data-label={t('roles.history.who')} className="roles__email">
                      {entry.impersonator ? t('roles.history.actingAs', { impersonator: entry.impersonator, by }) : by}
                    </td>
                    <td data-label={t('roles.history.what')}>
                      <ul className="roles__lines">
                        {changeLines(t, entry, rightsList, people).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
