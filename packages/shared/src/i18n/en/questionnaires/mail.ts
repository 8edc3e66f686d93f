/** Mails about questionnaires: sent, changes requested, approved (each in the recipient's language). */
export const questionnairesMail = {
  'questionnairesMail.sent.subject': 'A questionnaire awaits your answers: {name}',
};
