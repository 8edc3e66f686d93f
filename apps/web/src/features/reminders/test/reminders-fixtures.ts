import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Delivery, Reminder, ReminderConfig, ReminderPreview } from '@platform/shared/reminders/reminders.schemas';

/** Who reminds, as the server describes them. */
export const remindersManager: Profile = {
  id: 2,
  email: 'admin@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['reminders.manage'],
  super_admin: false,
  impersonated_by: null,
  visitor: false,
  areas: ['reminders'],
};

export const contributor = { user_id: 7, email: 'contributor@example.org' };
export const contributor2 = { user_id: 8, email: 'contributor2@example.org' };

export const config: ReminderConfig = {
  due_dates: { '2025': '2026-03-31', '2024': '2025-03-31' },
  time_zone: 'America/Toronto',
  send_hour: 9,
  max_per_user_per_week: 2,
  sender_name: 'Aluminium Association',
  texts: { en: 'Please enter your figures.', fr: 'Merci de saisir vos chiffres.' },
};

export function reminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 12,
    kind: 'data',
    target: 'users',
    user_ids: [7, 8],
    subject_keys: [],
    period: '2025',
    message: { en: 'Thank you.', fr: 'Merci.' },
    schedule: { type: 'recurring', starts_on: '2026-02-02', every_days: 7, until: 'due_date' },
    state: 'scheduled',
    next_run_at: '2026-02-09T14:00:00.000Z',
    last_run: null,
    users: [contributor, contributor2],
    created_by: { id: 2, email: 'admin@example.org' },
    updated_at: '2026-02-01T10:00:00.000Z',
    abilities: { update: true, delete: true, send: true },
    ...overrides,
  };
}

/** The live subjects, as the progress list gives them (with their contributors). */
export const subjectsAnswer = {
  subjects: [
    {
      key: 'energy',
      name: { en: 'Energy consumption', fr: 'Consommation d’énergie' },
      contributors: [],
      available_users: [
        { id: 7, email: 'contributor@example.org', locale: 'en' as const },
        { id: 8, email: 'contributor2@example.org', locale: 'fr' as const },
      ],
    },
    { key: 'water', name: { en: 'Water use', fr: 'Utilisation de l’eau' }, contributors: [], available_users: [] },
  ],
};

export const preview = (locale: 'en' | 'fr'): ReminderPreview => ({
  recipients: [{ user: { id: 7, email: 'contributor@example.org', locale: 'en' }, owes: [{ subject_key: 'energy', kind: 'inputs', count: 3 }, { subject_key: null, kind: 'questionnaires', count: 1 }] }],
  not_sent: [{ user_id: 8, email: 'contributor2@example.org', reason: 'CAP_REACHED' }],
  mail:
    locale === 'en'
      ? { subject: 'Reminder: data to enter for 2025', text: 'Hello,\nEnergy consumption: 3 inputs', html: '<p>Hello,</p><ul><li>Energy consumption: 3 inputs</li></ul>' }
      : { subject: 'Rappel : données à saisir pour 2025', text: 'Bonjour,\nConsommation d’énergie : 3 saisies', html: '<p>Bonjour,</p>' },
});

export const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  reminder_id: 12,
  run_id: 3,
  user_id: 7,
  email: 'contributor@example.org',
  at: '2026-02-09T14:00:05.000Z',
  status: 'sent',
  reason: null,
  owes: [{ subject_key: 'energy', kind: 'inputs', count: 3 }],
  ...overrides,
});
