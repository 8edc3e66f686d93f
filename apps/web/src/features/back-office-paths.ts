/**
 * Where the back-office's pages are: opening one of these paths, or a path below one, loads the back-office's
 * features (back-office-features.ts). Known without loading them, so the public pages' bundle carries these
 * few strings and not the back-office's route table; a test checks every back-office page is below one.
 */
export const BACK_OFFICE_PATHS: readonly string[] = ['/admin', '/super_admin'];
