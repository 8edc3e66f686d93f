import type { Client } from '../clients/client.schemas.js';
import type { IndicatorListItem } from '../indicators/indicator-list.schemas.js';
import type { Profile } from '../profile/profile.schemas.js';

/** Data the server writes into index.html so the first screen needs no request. */
export interface PageGlobals {
  client: Client;
  profile: Profile | null;
  indicators: IndicatorListItem[];
  assetBaseUrl: string;
}

export const PAGE_GLOBALS_ELEMENT_ID = 'page-globals';
export const CSRF_HEADER = 'x-csrf-token';
export const API_BASE = '/api';
