import { z } from 'zod';
import { defineCall } from '../http/contract.js';
import { indicatorListItemSchema } from './indicator-list.schemas.js';

/** Indicators (spec §7, Indicators). */
export const indicatorsContract = {
  list: defineCall({ method: 'GET', path: '/services/indicators', response: z.array(indicatorListItemSchema) }),
};
