import { defineCall, defineContract } from '../http/contract.js';
import { errorGroupListSchema, errorGroupsQuerySchema } from './error-groups.schemas.js';

/** The front-end errors the client's pages reported, grouped for the super administrator (spec §2, /super_admin/errors). */
export const errorGroupsContract = defineContract('error-groups', 'Front-end errors the browser reported, grouped by message and place.', {
  list: defineCall({
    method: 'GET',
    path: '/services/super_admin/errors',
    summary: "Lists the client's front-end errors grouped by message and place, the most recently seen first.",
    description:
      'The place is the page path of the report’s url (no query, no fragment), or the first `at …` frame of its stack when it has no url. Each group gives its count, first and last seen, browsers (family and major version), the signed-in users concerned and its most recent reports with their stacks. Super administrators only.',
    query: errorGroupsQuerySchema,
    response: errorGroupListSchema,
  }),
});
