import type { Client } from '@platform/shared/clients/client.schemas';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { api } from '../api/api-client';
import { readPageGlobals } from './read-page-globals';

/** Page globals from the page when the server wrote them; otherwise (Vite dev server) from the API. */
export async function loadPageGlobals(): Promise<PageGlobals> {
  const preloaded = readPageGlobals();
  if (preloaded) return preloaded;
  const [client, { profile }, indicators] = await Promise.all([
    api.get<Client>('/services/clients'),
    api.get<{ profile: Profile | null }>('/profile'),
    api.get<IndicatorListItem[]>('/services/indicators'),
  ]);
  return { client, profile, indicators, assetBaseUrl: '/client-assets' };
}
