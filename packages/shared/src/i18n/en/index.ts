import { admin } from './admin.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { indicators } from './indicators.js';
import { jobs } from './jobs.js';
import { profile } from './profile.js';
import { ui } from './ui.js';
import { dataEntry } from './data-collection/entry.js';
import { inputGrid } from './data-collection/grid.js';
import { approval } from './data-collection/approval.js';
import { progress } from './progress.js';
import { subjectConfiguration } from './data-collection/configuration.js';
import { dynamicForm } from './dynamic-form.js';
import { indicatorPage } from './indicator-page.js';
import { indicatorAdmin } from './indicator-admin.js';
import { search } from './search.js';
import { users } from './users.js';
import { usersMail } from './users-mail.js';
import { clientsMail } from './clients-mail.js';
import { roles } from './roles.js';
import { importsMessages } from './imports.js';
import { exportsMessages } from './exports.js';
import { reportsMessages } from './reports.js';
import { questionnaireTemplatesMessages } from './questionnaires/templates.js';
import { questionnairesMessages } from './questionnaires/questionnaires.js';
import { questionnairesMail } from './questionnaires/mail.js';
import { remindersMessages } from './reminders.js';
import { remindersMail } from './reminders-mail.js';
import { impersonation } from './impersonation.js';
import { saml } from './saml.js';
import { superAdminAreaMessages } from './super-admin/area.js';
import { superAdminConfigMessages } from './super-admin/config.js';
import { superAdminSubjectsMessages } from './super-admin/subjects.js';
import { superAdminTagMigrationsMessages } from './super-admin/tag-migrations.js';
import { superAdminUsersMessages } from './super-admin/users.js';
import { superAdminErrorsMessages } from './super-admin/errors.js';
import { configurationTextsMessages } from './configuration-texts.js';
import { faqMessages } from './faq.js';

/** What the public site's pages say (and the sign-in and error pages): sent with every first load. */
export const enPublic = { ...common, ...errors, ...indicators, ...profile, ...ui, ...indicatorPage, ...impersonation, ...saml, ...faqMessages };

/** What only the back-office says: sent with the back-office's code, never to a visitor of the public site. */
export const enBackOffice = {
  ...admin,
  ...jobs,
  ...dataEntry,
  ...inputGrid,
  ...approval,
  ...progress,
  ...subjectConfiguration,
  ...dynamicForm,
  ...indicatorAdmin,
  ...search,
  ...users,
  ...usersMail,
  ...clientsMail,
  ...roles,
  ...importsMessages,
  ...exportsMessages,
  ...reportsMessages,
  ...questionnaireTemplatesMessages,
  ...questionnairesMessages,
  ...questionnairesMail,
  ...remindersMessages,
  ...remindersMail,
  ...superAdminAreaMessages,
  ...superAdminConfigMessages,
  ...superAdminSubjectsMessages,
  ...superAdminTagMigrationsMessages,
  ...superAdminUsersMessages,
  ...superAdminErrorsMessages,
  ...configurationTextsMessages,
};

/** The English catalogue, one file per feature; French must have every key. */
export const en = { ...enPublic, ...enBackOffice };

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export type PublicMessages = Record<keyof typeof enPublic, string>;
export type BackOfficeMessages = Record<keyof typeof enBackOffice, string>;
