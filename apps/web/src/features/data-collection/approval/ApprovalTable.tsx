import { Link } from 'react-router';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import { Button } from '../../../ui/button/Button';
import { MixedCheckbox } from '../../../ui/form/MixedCheckbox';
import { useT } from '../../../ui/i18n/useT';
import { ScrollTable } from '../../../ui/table/ScrollTable';
import { numberFieldsOf, previousPeriodOf, type ApprovalRow } from './approval-rows';
import type { Decision } from './bulk-results';
import { NumberValueCell } from './NumberValueCell';
import { canDecide, type RowMark } from './selection';

export interface ApprovalTableProps {
  subject: Subject;
  rows: readonly ApprovalRow[];
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onDecide: (decision: Decision, row: ApprovalRow) => void;
  /** What the last decision left on some rows (changed since seen, or not done). */
  marks: ReadonlyMap<number, RowMark>;
  busy: boolean;
  context: { locale: Locale; delimiters: NumberDelimiters };
}

/** The inputs awaiting a decision: one row each, selectable, with their figures, justification, state and actions. */
export function ApprovalTable({ subject, rows, selected, onSelect, onDecide, marks, busy, context }: ApprovalTableProps) {
  const t = useT();
  const fields = numberFieldsOf(subject);
  const selectable = rows.filter((row) => canDecide(row.input));
  const selectedCount = selectable.filter((row) => selected.has(row.input.id)).length;
  const tagHeader = subject.tag_dimensions.map((dimension) => dimension.name[context.locale]).join(' · ');

  return (
    <ScrollTable caption={t('approval.table.caption')} hint={t('approval.table.scrollHint')} className="approval-table">
      <thead>
        <tr>
          <th scope="col" className="approval-table__select">
            <MixedCheckbox
              className="approval-table__checkbox"
              label={t('approval.selectAll')}
              checked={selectable.length > 0 && selectedCount === selectable.length}
              mixed={selectedCount > 0 && selectedCount < selectable.length}
              disabled={selectable.length === 0}
              onChange={(checked) =>
                onSelect(
                  selectable.map((row) => row.input.id),
                  checked,
                )
              }
            />
          </th>
          <th scope="col" className="approval-table__tags">
            {tagHeader}
          </th>
          <th scope="col">{t('approval.column.period')}</th>
          {fields.map((field) => (
            <th key={field.id} scope="col" className="approval-table__number">
              {field.unit?.[context.locale] ? t('approval.column.withUnit', { name: field.name[context.locale], unit: field.unit[context.locale] }) : field.name[context.locale]}
            </th>
          ))}
          <th scope="col">{t('approval.column.justification')}</th>
          <th scope="col">{t('approval.column.state')}</th>
          <th scope="col">{t('approval.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row
            key={row.input.id}
            subject={subject}
            row={row}
            selected={selected.has(row.input.id)}
            onSelect={onSelect}
            onDecide={onDecide}
            mark={marks.get(row.input.id)}
            busy={busy}
            context={context}
          />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function Row({
  subject,
  row,
  selected,
  onSelect,
  onDecide,
  mark,
  busy,
  context,
}: Omit<ApprovalTableProps, 'rows' | 'selected' | 'marks'> & { row: ApprovalRow; selected: boolean; mark: RowMark | undefined }) {
  const t = useT();
  const { input, label } = row;
  const { abilities } = input;
  const previousPeriod = previousPeriodOf(input.period);
  const classes = ['approval-table__row', selected && 'approval-table__row--selected', mark && `approval-table__row--${mark.kind}`].filter(Boolean).join(' ');
  return (
    <tr className={classes} data-input-id={input.id}>
      <td className="approval-table__select">
        {canDecide(input) && (
          <input
            type="checkbox"
            className="approval-table__checkbox"
            aria-label={t('approval.selectRow', { label })}
            checked={selected}
            onChange={(event) => onSelect([input.id], event.target.checked)}
          />
        )}
      </td>
      <th scope="row" className="approval-table__tags">
        <Link to={`/admin/subjects/${encodeURIComponent(subject.key)}/inputs/${input.id}`} aria-label={t('approval.openInput', { label })}>
          {row.tagNames.join(' · ')}
        </Link>
      </th>
      <td className="approval-table__period">{input.period}</td>
      {row.cells.map((cell) => (
        <NumberValueCell key={cell.field.id} cell={cell} previousPeriod={previousPeriod} threshold={subject.variation_threshold} context={context} />
      ))}
      <td className="approval-table__justification">
        {input.justification ? <p className="approval-justification">{input.justification}</p> : <span className="approval-table__muted">—</span>}
      </td>
      <td className="approval-table__state">
        <span className={`approval-state approval-state--${input.state}`}>{t(`approval.state.${input.state}`)}</span>
        {mark && (
          <span className="approval-table__mark">
            {mark.kind === 'stale' ? t('approval.row.stale') : t('approval.row.failed', { reason: t(mark.reason.key, { code: mark.reason.code }) })}
          </span>
        )}
      </td>
      <td className="approval-table__actions">
        <div className="approval-table__action-list" role="group" aria-label={t('approval.rowActions', { label })}>
          {abilities.approve && (
            <Button size="small" variant="primary" disabled={busy} aria-label={t('approval.action.approveRow', { label })} onClick={() => onDecide('approve', row)}>
              {t('approval.action.approve')}
            </Button>
          )}
          {abilities.preapprove && (
            <Button size="small" variant="primary" disabled={busy} aria-label={t('approval.action.preapproveRow', { label })} onClick={() => onDecide('preapprove', row)}>
              {t('approval.action.preapprove')}
            </Button>
          )}
          {abilities.refuse && (
            <Button size="small" variant="danger" disabled={busy} aria-label={t('approval.action.refuseRow', { label })} onClick={() => onDecide('refuse', row)}>
              {t('approval.action.refuse')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
