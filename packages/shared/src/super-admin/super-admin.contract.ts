import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import { outboxMessageSchema } from './outbox.schemas.js';

/** The super administrator's area (spec §7, Super admin). */
export const superAdminContract = {
  outbox: defineCall({
    method: 'GET',
    path: '/services/super_admin/outbox',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.array(outboxMessageSchema),
  }),
};
