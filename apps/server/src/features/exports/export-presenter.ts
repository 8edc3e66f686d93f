import { exportFileUrl } from '@platform/shared/exports/exports.contract';
import type { Export } from '@platform/shared/exports/exports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import { exportsPolicy } from './exports.policy.js';
import type { exports } from './exports.tables.js';
import { EXPORT_TEXTS, type ExportFailureCode } from './exports.texts.js';

export type ExportRow = typeof exports.$inferSelect;

/** An export as every answer carries it, with what the caller may do to it. */
export function presentExport(actor: Actor, row: ExportRow, createdBy: string | null): Export {
  return {
    id: row.id,
    kind: row.request.kind,
    format: row.request.format,
    locale: row.request.locale,
    state: row.state,
    progress: { done: row.done, total: row.total },
    file_name: row.fileName,
    rows: row.rows,
    download_url: row.state === 'done' ? exportFileUrl(row.id) : null,
    request: row.request,
    failure: failureText(row),
    created_at: row.createdAt.toISOString(),
    created_by: createdBy,
    finished_at: row.finishedAt?.toISOString() ?? null,
    abilities: abilitiesFor(exportsPolicy, actor, ['download', 'delete'], row),
  };
}

/** Why it failed, in the language it was asked in (the one its author reads it in). */
function failureText(row: ExportRow): string | null {
  if (!row.failure) return null;
  const texts = EXPORT_TEXTS[row.request.locale].failures;
  const text = texts[row.failure.code as ExportFailureCode] ?? texts.JOB_FAILED;
  const choices = Array.isArray(row.failure.choices) ? row.failure.choices.join(', ') : '';
  return text.replace('{choices}', choices);
}

/** The name a file is offered under: what it holds, a subject's key when it holds one subject, and the day. */
export function exportFileName(request: { kind: 'inputs' | 'indicators'; format: 'xlsx' | 'csv'; locale: 'en' | 'fr'; subjects?: string[] }, now = new Date()): string {
  const stem = EXPORT_TEXTS[request.locale].fileStems[request.kind];
  const only = request.kind === 'inputs' && request.subjects?.length === 1 ? `${request.subjects[0]!.replace(/[^A-Za-z0-9_-]/g, '_')}-` : '';
  return `${only}${stem}-${now.toISOString().slice(0, 10)}.${request.format}`;
}
