/** Mails about questionnaires: sent, changes requested, approved (each in the recipient's language). */
export const questionnairesMail = {
  'questionnairesMail.sent.subject': 'A questionnaire awaits your answers: {name}',
  'questionnairesMail.sent.body':
    'Hello,\n\nThe questionnaire “{name}” for {period} awaits your answers, by {due_date}.\n\nAnswer it here:\n\n{link}\n\nThank you.',
  'questionnairesMail.changesRequested.subject': 'Changes requested on the questionnaire {name}',
  'questionnairesMail.changesRequested.body':
    'Hello,\n\nChanges were requested on the questionnaire “{name}” for {period}:\n\n{comment}\n\nThe questions concerned are marked. Make the changes and submit it again here:\n\n{link}\n\nThank you.',
  'questionnairesMail.approved.subject': 'Questionnaire approved: {name}',
  'questionnairesMail.approved.body': 'Hello,\n\nThe questionnaire “{name}” for {period} was approved. Thank you for your answers.\n\nSee it here:\n\n{link}',
};
