/** The reminder digest: one mail per person and run, listing what they owe per subject, in their language. */
export const remindersMail = {
  'remindersMail.data.subject': 'Reminder: data to enter for {period}',
  'remindersMail.approval.subject': 'Reminder: decisions awaiting you for {period}',
  'remindersMail.greeting': 'Hello,',
  'remindersMail.data.intro': 'Here is what you still have to enter or fix for {period}:',
  'remindersMail.approval.intro': 'Here is what awaits your decision for {period}:',
  'remindersMail.inputs': '{subject}: {count} to enter or fix',
  'remindersMail.decisions': '{subject}: {count} awaiting your decision',
  'remindersMail.questionnaires': 'Questionnaires to answer: {count}',
  'remindersMail.questionnairesToReview': 'Questionnaires to review: {count}',
  'remindersMail.dueDate': 'Due date: {date}.',
  'remindersMail.thanks': 'Thank you.',
  'remindersMail.defaultText.data': 'The yearly data collection is under way: thank you for entering your figures before the due date.',
  'remindersMail.defaultText.approval': 'Contributors have submitted figures that await your review.',
} as const;
