/** Questionnaires: answering (autosave, comments, last period's answers), sending and following them, reviewing them. */
export const questionnairesMessages = {
  'questionnaires.nav': 'Questionnaires',
};
