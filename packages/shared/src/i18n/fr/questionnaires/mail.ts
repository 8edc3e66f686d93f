import type { questionnairesMail as en } from '../../en/questionnaires/mail.js';

/** Courriels des questionnaires : envoyé, modifications demandées, approuvé (chacun dans la langue du destinataire). */
export const questionnairesMail: Record<keyof typeof en, string> = {
  'questionnairesMail.sent.subject': 'Un questionnaire attend vos réponses : {name}',
};
