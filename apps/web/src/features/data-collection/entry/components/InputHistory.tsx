import { FormattedDate } from 'react-intl';
import type { InputHistoryEntry } from '@platform/shared/data-collection/inputs.schemas';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { fieldValueText, type ValueTextContext } from '../../../../ui/dynamic-form/field-value-text';
import { useT } from '../../../../ui/i18n/useT';
import { StateBadge } from './StateBadge';

const NOT_APPLICABLE_PREFIX = 'not_applicable.';
/** The change a tag migration records (a `retagged` entry): the input's tags, dimension to node, before and after. */
const TAGS_CHANGE = 'tags';

/** Tags as "dimension: node" pairs, in the order they were recorded. */
function tagsText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '—';
  return Object.entries(value as Record<string, unknown>)
    .map(([dimension, node]) => `${dimension}: ${String(node)}`)
    .join(', ');
}

/** One changed value of a history entry: the field's name, before and after, in the form's formats. */
function ChangeRow({ id, change, fields, context }: { id: string; change: { from: unknown; to: unknown }; fields: readonly FieldDefinition[]; context: ValueTextContext }) {
  const notApplicable = id.startsWith(NOT_APPLICABLE_PREFIX);
  const fieldId = notApplicable ? id.slice(NOT_APPLICABLE_PREFIX.length) : id;
  const field = fields.find((candidate) => candidate.id === fieldId);
  const retag = id === TAGS_CHANGE && !field;
  const name = field?.name[context.locale] ?? fieldId;
  const text = (value: unknown) =>
    retag ? tagsText(value) : notApplicable ? (typeof value === 'string' ? value : '—') : fieldValueText(field, value, context);
  const heading = retag ? context.t('dataEntry.history.tags') : notApplicable ? context.t('dataEntry.history.notApplicableOf', { name }) : name;
  return (
    <tr>
      <th scope="row">{heading}</th>
      <td className="history-change__from">{text(change.from)}</td>
      <td aria-hidden="true" className="history-change__arrow">
        →
      </td>
      <td className="history-change__to">{text(change.to)}</td>
    </tr>
  );
}

/**
 * Every change to an input, newest first: who (and on whose behalf), when, what happened (a decision taken
 * by whoever entered the input marked as a self-approval), the states, the values before and after, and the
 * reasons given.
 */
export function InputHistory({ history, fields, context }: { history: readonly InputHistoryEntry[]; fields: readonly FieldDefinition[]; context: ValueTextContext }) {
  const t = useT();
  if (history.length === 0) return <p className="entry-empty">{t('dataEntry.history.empty')}</p>;
  return (
    <ol className="history">
      {[...history].reverse().map((entry) => {
        const changes = Object.entries(entry.changes);
        const who = entry.user?.email ?? t('dataEntry.history.unknownUser');
        return (
          <li key={entry.id} className={`history-entry history-entry--${entry.action}`}>
            <div className="history-entry__head">
              <span className="history-entry__action">{t(`dataEntry.history.action.${entry.action}`)}</span>
              {entry.self_approval && <span className="history-entry__self-approval">{t('dataEntry.history.selfApproval')}</span>}
              {entry.to_state && entry.from_state !== entry.to_state && (
                <span className="history-entry__states">
                  {entry.from_state && (
                    <>
                      <StateBadge state={entry.from_state} />
                      <span aria-label={t('dataEntry.history.to')}> → </span>
                    </>
                  )}
                  <StateBadge state={entry.to_state} />
                </span>
              )}
              <time dateTime={entry.at} className="history-entry__at">
                <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
              </time>
            </div>
            <p className="history-entry__who">{entry.impersonator ? t('dataEntry.history.onBehalf', { impersonator: entry.impersonator.email, user: who }) : who}</p>
            {entry.refusal_reason && (
              <p className="history-entry__reason history-entry__reason--refusal">
                <strong>{t('dataEntry.history.refusalReason')}</strong> {entry.refusal_reason}
              </p>
            )}
            {entry.justification && (
              <p className="history-entry__reason">
                <strong>{t('dataEntry.history.justification')}</strong> {entry.justification}
              </p>
            )}
            {changes.length > 0 && (
              <table className="history-changes">
                <caption className="visually-hidden">{t('dataEntry.history.changes')}</caption>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{t('dataEntry.history.field')}</th>
                    <th scope="col">{t('dataEntry.history.before')}</th>
                    <td />
                    <th scope="col">{t('dataEntry.history.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map(([id, change]) => (
                    <ChangeRow key={id} id={id} change={change} fields={fields} context={context} />
                  ))}
                </tbody>
              </table>
            )}
          </li>
        );
      })}
    </ol>
  );
}
