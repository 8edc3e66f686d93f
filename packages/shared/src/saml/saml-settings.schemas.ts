import { z } from 'zod';

/** An X.509 certificate as PEM, with or without its BEGIN/END lines (identity providers show it both ways). */
const certificateSchema = z
  .string()
  .trim()
  .min(1)
  .max(20_000)
  .regex(/^(-----BEGIN CERTIFICATE-----)?[A-Za-z0-9+/=\s]+(-----END CERTIFICATE-----)?$/, 'INVALID');

/**
 * The client's identity provider, as its metadata gives it, and who we are to it. Every response must be
 * signed by one of `idp_certificates` (more than one while the provider rolls its key over) and issued by
 * `idp_issuer`; `sp_entity_id` is the audience its assertions must name.
 */
export const samlSettingsSchema = z.object({
  /** Where the browser is sent with the authentication request (HTTP-Redirect binding). */
  idp_entry_point: z.url({ protocol: /^https?$/ }).max(2000),
  idp_issuer: z.string().trim().min(1).max(500),
  idp_certificates: z.array(certificateSchema).min(1).max(3),
  sp_entity_id: z.string().trim().min(1).max(500),
});
export type SamlSettings = z.infer<typeof samlSettingsSchema>;
