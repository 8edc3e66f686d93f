import { z } from 'zod';
import { idParamSchema } from '../http/ids.js';
import { defineCall, defineContract } from '../http/contract.js';
import { localizedTextSchema } from '../indicators/indicator.schemas.js';

/** A node of a tag tree (spec §3, tag): its key, names, dimension (its root's key) and parent. */
export const tagSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: localizedTextSchema,
  dimension: z.string(),
  parent_key: z.string().nullable(),
  depth: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

/** Tags (spec §7): the client's tag trees, which indicator breakdowns and reports name. */
export const tagsContract = defineContract('tags', "The client's tag trees (organisations, sites and other dimensions), which breakdowns and reports name.", {
  list: defineCall({ method: 'GET', path: '/tags', summary: 'Lists the tags of every tree.', response: z.object({ tags: z.array(tagSchema) }) }),
  show: defineCall({
    method: 'GET',
    path: '/tags/:id',
    summary: 'Reads a tag with its children.',
    params: z.object({ id: idParamSchema }),
    response: z.object({ tag: tagSchema, children: z.array(tagSchema) }),
  }),
});
