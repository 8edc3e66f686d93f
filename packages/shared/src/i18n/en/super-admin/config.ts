/** Configuration versions: the document, validation, diff and impact, apply and roll back. */
export const superAdminConfigMessages = {
  'superAdmin.config.title': 'Configuration versions',
};
