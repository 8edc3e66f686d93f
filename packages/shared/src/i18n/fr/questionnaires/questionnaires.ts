import type { questionnairesMessages as en } from '../../en/questionnaires/questionnaires.js';

/** Questionnaires : y répondre (enregistrement automatique, commentaires, réponses de la période précédente), les envoyer et les suivre, les examiner. */
export const questionnairesMessages: Record<keyof typeof en, string> = {
  'questionnaires.nav': 'Questionnaires',
  'questionnaires.nav.approval': 'Questionnaires à approuver',
  'questionnaires.nav.preapproval': 'Questionnaires à pré-approuver',
  'questionnaires.nav.manage': 'Envoyer des questionnaires',
};
