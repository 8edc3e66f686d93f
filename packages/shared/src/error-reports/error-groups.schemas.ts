import { z } from 'zod';
import { pageParamSchema } from '../http/ids.js';

/** Groups shown per page, by default and at most; recent occurrences kept with each group. */
export const ERROR_GROUPS_PAGE_SIZE = 25;
export const ERROR_GROUPS_MAX_PAGE_SIZE = 100;
export const ERROR_GROUP_RECENT_OCCURRENCES = 5;

export const errorGroupsQuerySchema = z.object({
  page: pageParamSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(ERROR_GROUPS_MAX_PAGE_SIZE).default(ERROR_GROUPS_PAGE_SIZE),
});
export type ErrorGroupsQuery = z.infer<typeof errorGroupsQuerySchema>;

/** The browser families a user agent is read as, coarsely; anything else is `other`. */
export const BROWSER_NAMES = ['chrome', 'edge', 'firefox', 'safari', 'other'] as const;
export const browserSchema = z.object({
  name: z.enum(BROWSER_NAMES),
  /** The major version; null when the user agent does not say (or is not a known family). */
  major: z.number().int().nullable(),
});
export type Browser = z.infer<typeof browserSchema>;

/** One report of a group, as the expanded group shows it. */
export const errorOccurrenceSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  url: z.string().nullable(),
  stack: z.string().nullable(),
  browser: browserSchema.nullable(),
  user_email: z.string().nullable(),
});
export type ErrorOccurrence = z.infer<typeof errorOccurrenceSchema>;

/**
 * Reports with the same message at the same place. The place is the page path of the report's url (without
 * its query or fragment, which vary from one visit to the next); a report without a url is placed at the
 * first `at …` frame of its stack; with neither, the place is empty (unknown).
 */
export const errorGroupSchema = z.object({
  message: z.string(),
  place: z.string(),
  count: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** The browsers that reported it, each family and major version once. */
  browsers: z.array(browserSchema),
  /** The signed-in users it happened to (visitors are not named). */
  users: z.array(z.string()),
  /** The most recent reports, newest first (at most ERROR_GROUP_RECENT_OCCURRENCES). */
  recent: z.array(errorOccurrenceSchema),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

/** One page of the client's groups, the most recently seen first. */
export const errorGroupListSchema = z.object({
  groups: z.array(errorGroupSchema),
  /** Groups of the client, all pages together. */
  total: z.number().int(),
});
export type ErrorGroupList = z.infer<typeof errorGroupListSchema>;
