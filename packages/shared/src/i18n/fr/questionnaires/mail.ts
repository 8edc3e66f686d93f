import type { questionnairesMail as en } from '../../en/questionnaires/mail.js';

/** Courriels des questionnaires : envoyé, modifications demandées, approuvé (chacun dans la langue du destinataire). */
export const questionnairesMail: Record<keyof typeof en, string> = {
  'questionnairesMail.sent.subject': 'Un questionnaire attend vos réponses\u00a0: {name}',
  'questionnairesMail.sent.body':
    'Bonjour,\n\nLe questionnaire «\u00a0{name}\u00a0» pour {period} attend vos réponses, d’ici le {due_date}.\n\nRépondez-y ici\u00a0:\n\n{link}\n\nMerci.',
  'questionnairesMail.changesRequested.subject': 'Modifications demandées sur le questionnaire {name}',
  'questionnairesMail.changesRequested.body':
    'Bonjour,\n\nDes modifications ont été demandées sur le questionnaire «\u00a0{name}\u00a0» pour {period}\u00a0:\n\n{comment}\n\nLes questions concernées sont signalées. Apportez les modifications et soumettez-le de nouveau ici\u00a0:\n\n{link}\n\nMerci.',
  'questionnairesMail.approved.subject': 'Questionnaire approuvé\u00a0: {name}',
  'questionnairesMail.approved.body': 'Bonjour,\n\nLe questionnaire «\u00a0{name}\u00a0» pour {period} a été approuvé. Merci pour vos réponses.\n\nConsultez-le ici\u00a0:\n\n{link}',
};
