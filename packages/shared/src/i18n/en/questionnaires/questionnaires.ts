/** Questionnaires: answering (autosave, comments, last period's answers), sending and following them, reviewing them. */
export const questionnairesMessages = {
  'questionnaires.nav': 'Questionnaires',
  'questionnaires.nav.approval': 'Questionnaires to approve',
  'questionnaires.nav.preapproval': 'Questionnaires to pre-approve',
  'questionnaires.nav.manage': 'Send questionnaires',
};
