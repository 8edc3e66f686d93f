/** The import history: the client's, or one subject's. */
export const importsPath = (subjectKey?: string) => (subjectKey ? `/admin/subjects/${encodeURIComponent(subjectKey)}/import` : '/admin/import');

/** A new import, the subject chosen already when given. */
export const newImportPath = (subjectKey?: string) => `${importsPath(subjectKey)}/new`;

/** The search param of the history naming the import whose details are open. */
export const OPEN_PARAM = 'open';
