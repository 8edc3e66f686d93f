import { useEffect, useRef } from 'react';
import type { profileContract } from '@platform/shared/profile/profile.contract';
import { callApi } from '../api/call-api';
import { useLocale } from '../i18n/LocaleProvider';
import { useProfile, useSetProfile } from './page-data';

/**
 * Keeps the interface language and the profile in step: a user's saved
 * language applies when they sign in, and a change they make is saved.
 */
export function ProfileLocaleSync() {
  const profile = useProfile();
  const setProfile = useSetProfile();
  const { locale, setLocale } = useLocale();
  const lastProfileId = useRef<number | null>(profile?.id ?? null);

  useEffect(() => {
    if (!profile) {
      lastProfileId.current = null;
      return;
    }
    if (lastProfileId.current !== profile.id) {
      // Just signed in: the profile's language wins.
      lastProfileId.current = profile.id;
      if (profile.locale !== locale) setLocale(profile.locale);
      return;
    }
    if (profile.locale !== locale) {
      callApi<typeof profileContract.update>('PUT /profile', { body: { locale } })
        .then(setProfile)
        .catch(() => {});
    }
  }, [profile, locale, setLocale, setProfile]);
  return null;
}
