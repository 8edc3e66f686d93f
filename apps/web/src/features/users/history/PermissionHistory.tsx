import { useId, type ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import type { PermissionChangeEntry } from '@platform/shared/users/users.schemas';
import { useT } from '../../../ui/i18n/useT';
import { EmptyState } from '../../../ui/query-state/EmptyState';
import { authorText, historyChanges, type HistoryChange } from './history-changes';
import './permission-history.css';

export interface PermissionHistoryProps {
  entries: readonly PermissionChangeEntry[];
  /** A permission key, tag key or role name as the screen names it. */
  nameOf: (key: string) => string;
  /** A heading of its own (a role's page); on a user's page its tab names it. */
  title?: string;
  intro?: string;
  empty: string;
}

/**
 * The history of a user's or a role's rights, newest first: when, who (and who was acting as them) and what
 * changed (rights, roles and organisations added and removed, members, names and other fields).
 */
export function PermissionHistory({ entries, nameOf, title, intro, empty }: PermissionHistoryProps) {
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const words = { t, nameOf, list: (names: readonly string[]) => intl.formatList(names, { type: 'conjunction', style: 'long' }) };
  const body =
    entries.length === 0 ? (
      <EmptyState>{empty}</EmptyState>
    ) : (
      <>
        {intro && <p className="permission-history__intro">{intro}</p>}
        <ol className="permission-history__list">
          {entries.map((entry) => (
            <li key={entry.id} className="permission-history__entry">
              <p className="permission-history__when">
                <time dateTime={entry.at}>
                  <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
                </time>{' '}
                <span className="permission-history__who">{authorText(t, entry)}</span>
              </p>
              <Changes changes={historyChanges(words, entry)} />
            </li>
          ))}
        </ol>
      </>
    );
  if (!title) return <div className="permission-history">{body}</div>;
  return (
    <section className="permission-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="permission-history__title">
        {title}
      </h2>
      {body}
    </section>
  );
}

/** Sentences one a line; names and fields under what happened to them ("Added", "Removed", "Changed"). */
function Changes({ changes }: { changes: HistoryChange[] }) {
  const sentences = changes.filter((change) => change.kind === 'sentence');
  const groups = changes.filter((change) => change.kind !== 'sentence');
  return (
    <>
      {sentences.length > 0 && (
        <ul className="permission-history__lines">
          {sentences.map((change) => (
            <li key={change.key}>{change.text}</li>
          ))}
        </ul>
      )}
      {groups.length > 0 && (
        <dl className="permission-history__changes">
          {groups.map((change) => (
            <Group key={change.key} label={change.label}>
              {change.kind === 'names' ? (
                <ul className={`permission-history__names permission-history__names--${change.key}`}>
                  {change.names.map((name, index) => (
                    <li key={index}>{name}</li>
                  ))}
                </ul>
              ) : (
                <ul className="permission-history__lines">
                  {change.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              )}
            </Group>
          ))}
        </dl>
      )}
    </>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
