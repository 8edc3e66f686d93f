// The feature's test front door: what other features' tests (and the app's test helpers) may use of it, its
// tables, to set up or check records. Test code only: nothing the app runs imports it.
export { reminderDeliveries, reminderPauses, reminderRuns, reminders, reminderSettings } from './reminders.tables.js';
