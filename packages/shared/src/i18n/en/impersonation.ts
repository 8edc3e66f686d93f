/** Impersonation: the banner and the actions to start and stop acting as another user. */
export const impersonation = {
  'impersonation.title': 'Impersonation',
};
