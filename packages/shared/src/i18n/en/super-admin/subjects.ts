/** Subjects and sections of the super administrator, and the deletion log. */
export const superAdminSubjectsMessages = {
  'superAdmin.subjects.title': 'Subjects',
};
