import { useId } from 'react';
import type { ConfigDiffEntry, ConfigFinding, ConfigImpact } from '@platform/shared/super-admin/config-versions.schemas';
import { useT } from '../../../ui/i18n/useT';

/** What a validation found: the errors (nothing can be applied), or the warnings, the diff and the impact. */
export interface ConfigReview {
  errors: ConfigFinding[];
  warnings: ConfigFinding[];
  diff: ConfigDiffEntry[] | null;
  impact: ConfigImpact | null;
}

/** A validation's answer, read top to bottom: errors, warnings, impact, then every change with its path. */
export function ConfigReviewPanel({ review, title }: { review: ConfigReview; title: string }) {
  const t = useT();
  const titleId = useId();
  const ok = review.errors.length === 0;
  return (
    <section className="config-review" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p className={ok ? 'config-review__verdict config-review__verdict--ok' : 'config-review__verdict config-review__verdict--error'} role="status">
        {ok ? t('superAdmin.config.review.valid', { changes: review.diff?.length ?? 0 }) : t('superAdmin.config.review.invalid', { errors: review.errors.length })}
      </p>
      <Findings items={review.errors} title={t('superAdmin.config.review.errors')} level="error" />
      <Findings items={review.warnings} title={t('superAdmin.config.review.warnings')} level="warning" />
      {review.impact && <Impact impact={review.impact} />}
      {review.diff && review.diff.length > 0 && <Diff entries={review.diff} />}
    </section>
  );
}

function Findings({ items, title, level }: { items: readonly ConfigFinding[]; title: string; level: 'error' | 'warning' }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className={`config-review__findings config-review__findings--${level}`}>
        {items.map((item, index) => (
          <li key={`${item.path}-${item.code}-${index}`}>
            <code className="config-review__path">{item.path}</code> <span className="config-review__code">{t('superAdmin.config.review.code', { code: item.code })}</span>{' '}
            {item.message}
          </li>
        ))}
      </ul>
    </>
  );
}

function Impact({ impact }: { impact: ConfigImpact }) {
  const t = useT();
  const none = impact.inputs_losing_fields.length + impact.subjects_removed.length + impact.indicators_recalculated.length + impact.users_losing_rights.length === 0;
  return (
    <>
      <h4>{t('superAdmin.config.impact.title')}</h4>
      {none ? (
        <p>{t('superAdmin.config.impact.none')}</p>
      ) : (
        <ul className="config-review__impact">
          {impact.inputs_losing_fields.map((item) => (
            <li key={`field-${item.subject_key}-${item.field_id}`}>
              {t('superAdmin.config.impact.field', { subject: item.subject_key, field: item.field_id, inputs: item.inputs })}
            </li>
          ))}
          {impact.subjects_removed.map((item) => (
            <li key={`subject-${item.key}`}>{t('superAdmin.config.impact.subject', { subject: item.key, inputs: item.inputs })}</li>
          ))}
          {impact.indicators_recalculated.length > 0 && (
            <li>{t('superAdmin.config.impact.indicators', { count: impact.indicators_recalculated.length, keys: impact.indicators_recalculated.join(', ') })}</li>
          )}
          {impact.users_losing_rights.map((user) => (
            <li key={`user-${user.id}`}>{t('superAdmin.config.impact.user', { email: user.email, permissions: user.permissions.join(', ') })}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Past this many characters a value shows folded: its beginning, opened to the whole of it. */
const FOLDED_AFTER = 120;

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length <= FOLDED_AFTER) return <>{text}</>;
  return (
    <details>
      <summary>{`${text.slice(0, FOLDED_AFTER)}…`}</summary>
      <pre className="config-review__json">{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

function Diff({ entries }: { entries: readonly ConfigDiffEntry[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <>
      <h4 id={titleId}>{t('superAdmin.config.diff.title', { count: entries.length })}</h4>
      <div className="config-review__scroll" role="group" aria-labelledby={titleId} tabIndex={0}>
        <table className="config-review__diff" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('superAdmin.config.diff.path')}</th>
              <th scope="col">{t('superAdmin.config.diff.op')}</th>
              <th scope="col">{t('superAdmin.config.diff.old')}</th>
              <th scope="col">{t('superAdmin.config.diff.new')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.path} className={`config-review__op--${entry.op}`}>
                <th scope="row">
                  <code>{entry.path}</code>
                </th>
                <td>{t(`superAdmin.config.diff.op.${entry.op}`)}</td>
                <td className="config-review__value">
                  <Value value={entry.old} />
                </td>
                <td className="config-review__value">
                  <Value value={entry.new} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
