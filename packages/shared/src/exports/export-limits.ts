/**
 * Exports a client may run: at most `concurrent` queued or running at once, and `daily` started in 24 hours
 * (a client's settings may lower or raise both: `settings.exports`). A request beyond either is refused with
 * EXPORT_LIMIT_REACHED and when the next one is possible.
 */
export const EXPORT_LIMITS = { concurrent: 3, daily: 50 } as const;

/** The most values one export may choose of each list (subjects, indicators, periods, tags). */
export const EXPORT_MAX_CHOICES = 500;

/** How often the export screens ask again while an export runs (ms). */
export const EXPORT_POLL_MS = 1_000;

/** Exports per page of the history. */
export const EXPORT_PAGE_SIZE = 25;

/**
 * A cell that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) is
 * written with a leading apostrophe, so opening an export never runs what someone typed into an input.
 */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;
