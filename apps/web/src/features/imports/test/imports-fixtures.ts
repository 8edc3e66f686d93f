import type { Subject, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import type { Import } from '@platform/shared/imports/imports.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { contributor, listItem, subject as entrySubject } from '../../data-collection/entry/test/entry-fixtures';

/** A contributor who may import, as the server describes them. */
export const importer: Profile = { ...contributor, areas: ['subjects', 'dataEntry', 'imports'] };

/** The entry tests' subject, with a localized text field (read per language) and a files field (never read from a sheet). */
export const subject: Subject = {
  ...entrySubject,
  fields: [
    ...entrySubject.fields,
    { id: 'note', name: { en: 'Note', fr: 'Note' }, type: 'string', localized: true, required: false },
    { id: 'evidence', name: { en: 'Evidence', fr: 'Preuves' }, type: 'files', localized: false, required: false },
  ],
};

export const subjects: SubjectListItem[] = [
  listItem(),
  listItem({ key: 'water', name: { en: 'Water', fr: 'Eau' }, abilities: { enter: false, approve: true, preapprove: false, configure: false, progress: false } }),
];

export const importRecord = (overrides: Partial<Import> = {}): Import => ({
  id: 1,
  subject: { key: subject.key, name: subject.name },
  file_name: 'production-2022.xlsx',
  dry_run: true,
  only_valid: false,
  state: 'done',
  progress: { done: 12, total: 12 },
  mapping: {},
  columns: [
    { header: 'Row key', target: 'row_key', matched_by: 'hidden' },
    { header: 'Organisation', target: 'organisation', matched_by: 'name' },
    { header: 'Year', target: 'period', matched_by: 'fuzzy' },
    { header: 'Prod.', target: 'ignore', matched_by: 'none' },
  ],
  counts: { rows: 12, created: 2, updated: 3, unchanged: 0, conflicts: 1, errors: 7 },
  errors: [
    { code: 'BLANK', field: 'production', rows: '4-9, 12', count: 7, message: 'This field is required.' },
    { code: 'DUPLICATED', field: null, rows: '3', count: 1, message: 'Two rows are the same input.' },
  ],
  changes: [
    { row: 2, input_id: 305, field: 'production', old: 480000, new: 481500, kind: 'updated' },
    { row: 3, field: 'main_product', old: null, new: 'billet', kind: 'created' },
    { row: 10, input_id: 306, field: 'production', old: 1000, new: 1200, kind: 'conflict', server: 1100 },
  ],
  changes_truncated: false,
  failure: null,
  history: [{ at: '2026-03-02T14:00:00.000Z', by: 'contributor@example.org', event: 'queued' }],
  created_at: '2026-03-02T14:00:00.000Z',
  created_by: 'contributor@example.org',
  finished_at: '2026-03-02T14:00:05.000Z',
  abilities: { cancel: false, delete: true, report: true },
  ...overrides,
});
