/** The caller's export history. */
export const EXPORTS_PATH = '/admin/export';
/** A new export. */
export const NEW_EXPORT_PATH = '/admin/export/new';
