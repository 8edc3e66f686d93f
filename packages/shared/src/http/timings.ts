/** Timings and limits the spec fixes (§9). */
export const SEARCH_DEBOUNCE_MS = 500;
export const INPUT_LIST_DEBOUNCE_MS = 500;
export const INDICATOR_FETCH_DELAY_MS = 250;
export const PROGRESS_POLL_MS = 3000;
export const MAX_UPLOAD_BYTES = 31_457_280;
export const BREAKPOINT_TABLET_PX = 768;
export const BREAKPOINT_DESKTOP_PX = 1200;
export const SLIDE_TRANSITION_MS = 600;
export const SWIPE_THRESHOLD_PX = 15;
/** Wheel events closer together than this belong to one gesture (a trackpad's momentum), which moves one slide. */
export const WHEEL_GESTURE_GAP_MS = 200;
export const MAX_VISIBLE_DOTS = 5;
export const SECTION_COLLAPSE_MS = 300;
export const DEFAULT_YEAR = 2021;
export const REPORT_YEAR = 2024;
