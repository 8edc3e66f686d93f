import { z } from 'zod';
import { defineCall, defineContract } from '../http/contract.js';
import { clientSchema, updateClientBodySchema } from './client.schemas.js';
import { labelOverridesSchema } from './client-texts.schemas.js';

/** The client (tenant) and its configuration (spec §7, Client and misc). */
export const clientsContract = defineContract('clients', 'The client (the tenant the site belongs to) and its settings.', {
  show: defineCall({ method: 'GET', path: '/services/clients', summary: 'Reads the client and its settings.', response: clientSchema }),
  update: defineCall({
    method: 'PUT',
    path: '/services/clients',
    summary: "Changes the client's settings.",
    body: updateClientBodySchema,
    response: clientSchema,
  }),
  labels: defineCall({
    method: 'GET',
    path: '/services/labels',
    summary: "Reads the client's overrides of interface texts, per locale.",
    description: 'Public: the public pages use it. Each locale maps a message key to the text shown instead of the default one; a key without an override is absent.',
    response: z.object({ labels: labelOverridesSchema }),
  }),
});
