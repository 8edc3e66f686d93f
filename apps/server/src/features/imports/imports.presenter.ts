import type { Import } from '@platform/shared/imports/imports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import { failureMessage, problemMessage } from './import-messages.js';
import { importsPolicy } from './imports.policy.js';
import type { imports } from './imports.tables.js';

export type ImportRow = typeof imports.$inferSelect & { createdByEmail: string | null };

/** An import as the API answers it, its messages in the reader's language. */
export function presentImport(actor: Actor, row: ImportRow): Import {
  const locale = actor.user.locale === 'fr' ? 'fr' : 'en';
  const finished = row.state === 'done' || row.state === 'failed' || row.state === 'cancelled';
  const abilities = abilitiesFor(importsPolicy, actor, ['cancel', 'delete', 'report'] as const, row);
  return {
    id: row.id,
    subject: { key: row.subjectKey, name: row.subjectName },
    file_name: row.fileName,
    dry_run: row.dryRun,
    only_valid: row.onlyValid,
    state: row.state,
    progress: { done: row.done, total: row.total },
    mapping: row.mapping,
    columns: row.columns,
    counts: row.counts,
    errors: row.errors.map((group) => ({
      code: group.code,
      field: group.field,
      rows: group.rows,
      count: group.count,
      message: problemMessage(group.code, group.fieldName?.[locale] ?? group.field, locale),
    })),
    changes: row.changes,
    changes_truncated: row.changesTruncated,
    failure: row.failure ? failureMessage(row.failure, locale) : null,
    history: row.history,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByEmail,
    finished_at: row.finishedAt?.toISOString() ?? null,
    abilities: {
      cancel: abilities.cancel && !finished,
      delete: abilities.delete && finished,
      // The report is the file with its problems: there is one once a pass has read the rows.
      report: abilities.report && row.counts.rows > 0,
    },
  };
}
