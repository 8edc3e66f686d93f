// The reminders feature's front door: what other features may use of it.
export { UserReminders } from './user/UserReminders';
