import type { progressMail as en } from '../en/progress-mail.js';

/** The reminder emailed to a contributor who still owes data on a subject. */
export const progressMail: Record<keyof typeof en, string> = {
  'progress.mail.reminder.subject': 'Rappel\u00a0: données à saisir pour {subject}',
  'progress.mail.reminder.body':
    'Bonjour,\n\nIl vous reste des données à saisir pour «\u00a0{subject}\u00a0», période {period}.\nSaisies encore à soumettre\u00a0: {count}\n\nSaisissez-les ici\u00a0:\n\n{link}\n\nMerci.',
};
