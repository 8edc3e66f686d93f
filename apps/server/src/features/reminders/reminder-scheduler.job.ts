import { defineJob } from '../../platform/jobs/job-definition.js';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { configuredOrigin } from '../../platform/http/public-origin.js';
import { runDueReminders } from './reminder-scheduler.service.js';

/** Every minute, from whichever instance's turn it is: the due reminders run (runDueReminders). */
export const scheduleRemindersJob = defineJob<object, AppDeps>({
  name: 'reminders.schedule',
  cron: '* * * * *',
  options: { retryLimit: 0, expireInSeconds: 5 * 60 },
  async run(_job, deps) {
    return runDueReminders({ db: deps.db, jobs: deps.jobs, origin: configuredOrigin(deps.config) });
  },
});

