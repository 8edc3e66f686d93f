import type { clientsContract } from '@platform/shared/clients/clients.contract';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import type { indicatorsContract } from '@platform/shared/indicators/indicators.contract';
import type { profileContract } from '@platform/shared/profile/profile.contract';
import { callApi } from '../api/call-api';
import { readPageGlobals } from './read-page-globals';

/** Page globals from the page when the server wrote them; otherwise (Vite dev server) from the API. */
export async function loadPageGlobals(): Promise<PageGlobals> {
  const preloaded = readPageGlobals();
  if (preloaded) return preloaded;
  const [client, { profile }, indicators] = await Promise.all([
    callApi<typeof clientsContract.show>('GET /services/clients'),
    callApi<typeof profileContract.show>('GET /profile'),
    callApi<typeof indicatorsContract.list>('GET /services/indicators'),
  ]);
  return { client, profile, indicators, assetBaseUrl: '/client-assets' };
}
