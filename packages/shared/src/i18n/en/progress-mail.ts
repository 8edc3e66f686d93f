/** The reminder emailed to a contributor who still owes data on a subject. */
export const progressMail = {
  'progress.mail.reminder.subject': 'Reminder: data to enter for {subject}',
  'progress.mail.reminder.body':
    'Hello,\n\nYou still have data to enter for “{subject}”, period {period}.\nInputs still to submit: {count}\n\nEnter them here:\n\n{link}\n\nThank you.',
} as const;
