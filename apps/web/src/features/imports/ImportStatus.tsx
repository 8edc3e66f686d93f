import type { Import } from '@platform/shared/imports/imports.schemas';
import { useT } from '../../ui/i18n/useT';
import { ProgressBar } from '../../ui/progress-bar/ProgressBar';
import { isImportActive } from './import-polling';

/** An import's state in words, with its progress bar and rows done while the server works on it. */
export function ImportStatus({ record }: { record: Pick<Import, 'state' | 'progress' | 'file_name'> }) {
  const t = useT();
  const { state, progress } = record;
  const rows = progress.total > 0 ? t('imports.progress.rows', { done: progress.done, total: progress.total }) : t('imports.progress.waiting');
  return (
    <span className="imports-status">
      <span className={`imports-state imports-state--${state}`}>{t(`imports.state.${state}`)}</span>
      {isImportActive(state) && (
        <span className="imports-status__progress">
          <ProgressBar value={progress.done} max={progress.total} label={t('imports.progress.label', { file: record.file_name })} valueText={rows} />
          <span className="imports-status__rows">{rows}</span>
        </span>
      )}
    </span>
  );
}

/** Dry run, import, or import of the valid rows only. */
export function importKindKey(record: Pick<Import, 'dry_run' | 'only_valid'>) {
  if (record.dry_run) return 'imports.kind.dryRun' as const;
  return record.only_valid ? ('imports.kind.importValid' as const) : ('imports.kind.import' as const);
}
