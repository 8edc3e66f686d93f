import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const REMINDERS = { area: 'reminders' } satisfies AdminRouteHandle;
const lists = () => import('./list/ReminderListPage');
const forms = () => import('./form/ReminderFormPage');

/**
 * Reminders (spec §2): the overview, the lists of data and approval reminders by users or by subjects, their
 * new and edit screens (form, preview, send now, log), the settings, and the reminders covering one subject.
 */
export const remindersFeature: BackOfficeWebFeature = {
  name: 'reminders',
  adminRoutes: [
    { path: 'admin/reminders', handle: REMINDERS, lazy: page(() => import('./list/RemindersHomePage'), 'RemindersHomePage') },
    { path: 'admin/reminders/config', handle: REMINDERS, lazy: page(() => import('./config/ReminderConfigPage'), 'ReminderConfigPage') },
    { path: 'admin/reminders/data', handle: REMINDERS, lazy: page(lists, 'DataRemindersPage') },
    { path: 'admin/reminders/data/users', handle: REMINDERS, lazy: page(lists, 'DataUserRemindersPage') },
    { path: 'admin/reminders/data/subjects', handle: REMINDERS, lazy: page(lists, 'DataSubjectRemindersPage') },
    { path: 'admin/reminders/approval', handle: REMINDERS, lazy: page(lists, 'ApprovalRemindersPage') },
    { path: 'admin/reminders/approval/users', handle: REMINDERS, lazy: page(lists, 'ApprovalUserRemindersPage') },
    { path: 'admin/reminders/approval/subjects', handle: REMINDERS, lazy: page(lists, 'ApprovalSubjectRemindersPage') },
    { path: 'admin/reminders/data/new', handle: REMINDERS, lazy: page(forms, 'NewDataReminderPage') },
    { path: 'admin/reminders/approval/new', handle: REMINDERS, lazy: page(forms, 'NewApprovalReminderPage') },
    { path: 'admin/reminders/data/users/:id', handle: REMINDERS, lazy: page(forms, 'EditDataUsersReminderPage') },
    { path: 'admin/reminders/data/subjects/:id', handle: REMINDERS, lazy: page(forms, 'EditDataSubjectsReminderPage') },
    { path: 'admin/reminders/approval/users/:id', handle: REMINDERS, lazy: page(forms, 'EditApprovalUsersReminderPage') },
    { path: 'admin/reminders/approval/subjects/:id', handle: REMINDERS, lazy: page(forms, 'EditApprovalSubjectsReminderPage') },
    { path: 'admin/subjects/:key/reminders', handle: REMINDERS, lazy: page(() => import('./list/SubjectRemindersPage'), 'SubjectRemindersPage') },
  ],
  nav: [{ to: '/admin/reminders', label: 'reminders.nav', area: 'reminders' }],
};
