import { z } from 'zod';
import { frontendErrorBodySchema } from '../errors/frontend-error.schemas.js';
import { defineCall } from '../http/contract.js';

/** Errors the browser could not handle, reported to the server (spec §7, POST /error). */
export const errorReportsContract = {
  create: defineCall({ method: 'POST', path: '/error', body: frontendErrorBodySchema, response: z.object({ id: z.number() }), status: 201 }),
};
