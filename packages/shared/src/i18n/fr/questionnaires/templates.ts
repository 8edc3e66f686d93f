import type { questionnaireTemplatesMessages as en } from '../../en/questionnaires/templates.js';

/** Modèles de questionnaires : la liste, le constructeur (sections, questions, conditions d’affichage, aperçu), les versions. */
export const questionnaireTemplatesMessages: Record<keyof typeof en, string> = {
  'questionnaireTemplates.nav': 'Modèles de questionnaires',
};
