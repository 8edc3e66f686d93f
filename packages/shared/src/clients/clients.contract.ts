import { defineCall, defineContract } from '../http/contract.js';
import { clientSchema, updateClientBodySchema } from './client.schemas.js';

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
});
