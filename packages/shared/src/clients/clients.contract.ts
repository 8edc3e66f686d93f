import { defineCall } from '../http/contract.js';
import { clientSchema, updateClientBodySchema } from './client.schemas.js';

/** The client (tenant) and its configuration (spec §7, Client and misc). */
export const clientsContract = {
  show: defineCall({ method: 'GET', path: '/services/clients', response: clientSchema }),
  update: defineCall({ method: 'PUT', path: '/services/clients', body: updateClientBodySchema, response: clientSchema }),
};
