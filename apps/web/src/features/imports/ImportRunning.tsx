import type { Import } from '@platform/shared/imports/imports.schemas';
import { Button } from '../../ui/button/Button';
import { ConfirmButton } from '../../ui/confirm/ConfirmButton';
import type { ConfirmOptions } from '../../ui/confirm/confirm-types';
import { useT } from '../../ui/i18n/useT';
import { ProgressBar } from '../../ui/progress-bar/ProgressBar';

/** A run on its way: where it is (rows done of all), and the way to stop it, confirmed first when rows are written. */
export function ImportRunning({ record, onCancel, cancelConfirm, cancelling }: { record: Import; onCancel(): void; cancelConfirm: ConfirmOptions | null; cancelling: boolean }) {
  const t = useT();
  const { done, total } = record.progress;
  const file = record.file_name;
  const status =
    record.state === 'queued'
      ? t(record.dry_run ? 'imports.check.queued' : 'imports.run.queued')
      : t(record.dry_run ? 'imports.check.running' : 'imports.run.running', { file });
  const rows = total > 0 ? t('imports.progress.rows', { done, total }) : t('imports.progress.waiting');
  const stop = t(record.dry_run ? 'imports.check.stop' : 'imports.run.stop');
  return (
    <div className="import-running">
      <p className="import-running__status">{status}</p>
      <div className="import-running__bar">
        <ProgressBar value={done} max={total} label={t('imports.progress.label', { file })} valueText={rows} className="import-running__progress" />
        <span className="imports-muted">{rows}</span>
      </div>
      {record.abilities.cancel &&
        (cancelConfirm ? (
          <ConfirmButton size="small" confirm={cancelConfirm} loading={cancelling} onConfirm={onCancel}>
            {stop}
          </ConfirmButton>
        ) : (
          <Button size="small" loading={cancelling} onClick={onCancel}>
            {stop}
          </Button>
        ))}
    </div>
  );
}
