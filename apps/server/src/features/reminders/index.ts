// The reminders feature's front door: what the app and other features may use of it.
export { remindersModule } from './reminders.module.js';
// Progress: "send reminders" on a subject goes the reminders' way (digest, pauses, cap, log).
export { remindNow } from './reminders.service.js';
