import type { remindersMail as en } from '../en/reminders-mail.js';

/** Le récapitulatif de rappel : un courriel par personne et par envoi, dans sa langue. */
export const remindersMail: Record<keyof typeof en, string> = {
  'remindersMail.data.subject': 'Rappel\u00a0: données à saisir pour {period}',
  'remindersMail.approval.subject': 'Rappel\u00a0: décisions en attente pour {period}',
  'remindersMail.greeting': 'Bonjour,',
  'remindersMail.data.intro': 'Voici ce qu’il vous reste à saisir ou à corriger pour {period}\u00a0:',
  'remindersMail.approval.intro': 'Voici ce qui attend votre décision pour {period}\u00a0:',
  'remindersMail.inputs': '{subject}\u00a0: {count} à saisir ou à corriger',
  'remindersMail.decisions': '{subject}\u00a0: {count} en attente de votre décision',
  'remindersMail.questionnaires': 'Questionnaires à remplir\u00a0: {count}',
  'remindersMail.questionnairesToReview': 'Questionnaires à examiner\u00a0: {count}',
  'remindersMail.dueDate': 'Date limite\u00a0: {date}.',
  'remindersMail.thanks': 'Merci.',
  'remindersMail.defaultText.data': 'La collecte annuelle des données est en cours\u00a0: merci de saisir vos chiffres avant la date limite.',
  'remindersMail.defaultText.approval': 'Des contributeurs ont soumis des chiffres qui attendent votre examen.',
};
