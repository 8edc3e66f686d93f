import { EXPORT_POLL_MS } from '@platform/shared/exports/export-limits';
import type { ExportState } from '@platform/shared/exports/exports.schemas';

/** An export the server still prepares. */
export const isExportActive = (state: ExportState): boolean => state === 'queued' || state === 'running';

/** When to ask again: every EXPORT_POLL_MS while any export shown is being prepared, never once none is. */
export function exportPollInterval(exports: readonly { state: ExportState }[] | undefined, intervalMs: number = EXPORT_POLL_MS): number | false {
  return exports?.some((each) => isExportActive(each.state)) ? intervalMs : false;
}
