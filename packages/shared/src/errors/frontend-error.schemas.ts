import { z } from 'zod';

/** What the browser reports of an error it could not handle (POST /error). */
export const frontendErrorBodySchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2000).optional(),
});
export type FrontendErrorBody = z.infer<typeof frontendErrorBodySchema>;
