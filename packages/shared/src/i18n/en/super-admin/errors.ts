/** Front-end errors grouped, and the precalculation runs page. */
export const superAdminErrorsMessages = {
  'superAdmin.errors.title': 'Front-end errors',
};
