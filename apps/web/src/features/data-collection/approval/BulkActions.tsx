import { useId } from 'react';
import { Button } from '../../../ui/button/Button';
import { useT } from '../../../ui/i18n/useT';
import type { Decision } from './bulk-results';

export interface BulkActionsProps {
  selectedCount: number;
  /** For each decision some input of the page allows: how many of the selected inputs it would go to. */
  counts: Partial<Record<Decision, number>>;
  onDecide: (decision: Decision) => void;
  onClear: () => void;
  busy: boolean;
}

const ORDER: readonly Decision[] = ['preapprove', 'approve', 'refuse'];

/** The selection and the decisions it can receive; a decision shows only when some input of the page allows it. */
export function BulkActions({ selectedCount, counts, onDecide, onClear, busy }: BulkActionsProps) {
  const t = useT();
  const statusId = useId();
  const offered = ORDER.filter((decision) => counts[decision] !== undefined);
  if (offered.length === 0) return null;
  return (
    <div className="approval-bulk" role="group" aria-label={t('approval.bulk.label')} aria-describedby={statusId}>
      <span id={statusId} className="approval-bulk__count" aria-live="polite">
        {t('approval.bulk.selected', { count: selectedCount })}
      </span>
      <div className="approval-bulk__buttons">
        {offered.map((decision) => (
          <Button
            key={decision}
            size="small"
            variant={decision === 'refuse' ? 'danger' : 'primary'}
            disabled={busy || !counts[decision]}
            onClick={() => onDecide(decision)}
          >
            {t(`approval.bulk.${decision}`, { count: counts[decision] ?? 0 })}
          </Button>
        ))}
        <Button size="small" disabled={busy || selectedCount === 0} onClick={onClear}>
          {t('approval.bulk.clear')}
        </Button>
      </div>
    </div>
  );
}
