import { IMPORT_POLL_MS } from '@platform/shared/imports/import-limits';
import type { ImportState } from '@platform/shared/imports/imports.schemas';

/** An import the server still works on: its figures and state will change. */
export const isImportActive = (state: ImportState): boolean => state === 'queued' || state === 'running';

/** When to ask again: every IMPORT_POLL_MS while any import shown is queued or running, never once none is. */
export function importPollInterval(imports: readonly { state: ImportState }[] | undefined, intervalMs: number = IMPORT_POLL_MS): number | false {
  return imports?.some((each) => isImportActive(each.state)) ? intervalMs : false;
}
