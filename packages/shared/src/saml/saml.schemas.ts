import { z } from 'zod';

/** Where the browser goes to sign in at the identity provider (the authentication request is in the address). */
export const samlStartResponseSchema = z.object({ redirect_url: z.string() });

/** What the identity provider's page posts to the assertion consumer service (HTTP-POST binding, form-encoded). */
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(500_000),
  RelayState: z.string().max(1000).optional(),
});
export type SamlAcsBody = z.infer<typeof samlAcsBodySchema>;
