import { z } from 'zod';
import { frontendErrorBodySchema } from '../errors/frontend-error.schemas.js';
import { defineCall, defineContract } from '../http/contract.js';

/** Errors the browser could not handle, reported to the server (spec §7, POST /error). */
export const errorReportsContract = defineContract('error-reports', 'Errors the browser could not handle, reported to the server.', {
  create: defineCall({
    method: 'POST',
    path: '/error',
    summary: 'Reports an error the browser could not handle.',
    body: frontendErrorBodySchema,
    response: z.object({ id: z.number() }),
    status: 201,
  }),
});
