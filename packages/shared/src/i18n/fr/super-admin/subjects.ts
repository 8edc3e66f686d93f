import type { superAdminSubjectsMessages as en } from '../../en/super-admin/subjects.js';

/** Subjects and sections of the super administrator, and the deletion log. */
export const superAdminSubjectsMessages: Record<keyof typeof en, string> = {
  'superAdmin.subjects.title': 'Sujets',
};
