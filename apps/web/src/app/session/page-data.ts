import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Client } from '@platform/shared/clients/client.schemas';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import type { PageGlobals } from '@platform/shared/http/page-globals';
import type { Profile } from '@platform/shared/profile/profile.schemas';
import { api } from '../api/api-client';
import { forgetEndedSession } from '../api/backend-error-store';

export const queryKeys = {
  profile: ['profile'] as const,
  client: ['client'] as const,
  indicators: ['indicators'] as const,
};

/** Page globals as loaded at start (server-injected, or fetched once in development). */
export const PageGlobalsContext = createContext<PageGlobals | null>(null);

export function usePageGlobals(): PageGlobals {
  const globals = useContext(PageGlobalsContext);
  if (!globals) throw new Error('usePageGlobals must be used within the app providers');
  return globals;
}

/** The signed-in user's profile (null for a visitor); seeded from the page, refreshed on sign-in/out. */
export function useProfile(): Profile | null {
  const globals = usePageGlobals();
  const { data } = useQuery({
    queryKey: queryKeys.profile,
    queryFn: async () => (await api.get<{ profile: Profile | null }>('/profile')).profile,
    initialData: globals.profile,
    staleTime: Infinity,
  });
  return data ?? null;
}

export function useClient(): Client {
  const globals = usePageGlobals();
  const { data } = useQuery({
    queryKey: queryKeys.client,
    queryFn: () => api.get<Client>('/services/clients'),
    initialData: globals.client,
    staleTime: Infinity,
  });
  return data;
}

export function useIndicators(): IndicatorListItem[] {
  const globals = usePageGlobals();
  const { data } = useQuery({
    queryKey: queryKeys.indicators,
    queryFn: () => api.get<IndicatorListItem[]>('/services/indicators'),
    initialData: globals.indicators,
    staleTime: Infinity,
  });
  return data;
}

export function useSetProfile(): (profile: Profile | null) => void {
  const queryClient = useQueryClient();
  return (profile) => {
    forgetEndedSession();
    queryClient.setQueryData(queryKeys.profile, profile);
  };
}
