import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';

/** What a record's rules decide about its files: seeing them, and attaching or removing them. */
export type FileRecordAction = 'read' | 'change';

/**
 * A kind of record files can be attached to, brought by the feature that owns
 * the record (its module's `fileRecords`): how to find one for the actor, and
 * the record's own rule for its files. The files feature asks it before it
 * shows, attaches or deletes an attached file, so a file is never readable by
 * someone who may not read its record.
 */
export interface FileRecordType<R = unknown> {
  /** The record with this id in the actor's client, or null when there is none. */
  find(db: Database, actor: Actor, recordId: string): Promise<R | null>;
  can(actor: Actor, action: FileRecordAction, record: R): boolean;
}

/** Declares a record type with its record's type kept between `find` and `can`. */
export function defineFileRecordType<R>(type: FileRecordType<R>): FileRecordType {
  return type as FileRecordType;
}

export type FileRecordTypes = ReadonlyMap<string, FileRecordType>;

/** Every feature's record types by name; a name declared twice stops the start. */
export function collectFileRecordTypes(features: readonly { name: string; fileRecords?: Record<string, FileRecordType> }[]): FileRecordTypes {
  const types = new Map<string, FileRecordType>();
  for (const feature of features) {
    for (const [name, type] of Object.entries(feature.fileRecords ?? {})) {
      if (types.has(name)) throw new Error(`File record type "${name}" is declared twice (again by ${feature.name})`);
      types.set(name, type);
    }
  }
  return types;
}
