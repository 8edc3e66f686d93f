/** Reports one address may store within the window: enough for a page in trouble, not a flood that fills the table. */
export const MAX_REPORTS_PER_IP = 30;
export const REPORT_WINDOW_MS = 15 * 60 * 1000;
