import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.js';
import type { FileRecordAction } from '../../platform/files/file-records.js';
import { files } from '../../platform/files/files.tables.js';
import type { Policy } from '../../platform/permissions/policy.js';

export type FileAction = 'read' | 'delete';

/** What the rules need to know of a stored file. */
export interface FileSubject {
  clientId: number;
  uploadedBy: number | null;
  attached: boolean;
  /** For an attached file: what its record's own rules allow the actor (absent when the record is gone). */
  record?: Readonly<Record<FileRecordAction, boolean>>;
}

/**
 * A file not yet attached is its uploader's alone (to read, or to delete before it is used). An attached
 * file follows its record: whoever may read the record reads the file, whoever may change the record's
 * files deletes it. Never across clients.
 */
export const filesPolicy: Policy<FileAction, FileSubject> = {
  can(actor: Actor, action, file) {
    if (!file || file.clientId !== actor.client.id) return false;
    if (!file.attached) return file.uploadedBy === actor.user.id;
    if (!file.record) return false;
    return action === 'read' ? file.record.read : file.record.change;
  },
  /** Lists without a record (the editor's pictures): the actor's own files not attached yet, which `can` allows. */
  scope(actor: Actor): SQL | undefined {
    return and(eq(files.clientId, actor.client.id), eq(files.uploadedBy, actor.user.id), isNull(files.recordType));
  },
};
