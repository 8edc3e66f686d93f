import { useMutation } from '@tanstack/react-query';
import type { NewPasswordBody, SignInBody, SignInResponse } from '@platform/shared/profile/profile.schemas';
import { api } from '../../app/api/api-client';
import { useSetProfile } from '../../app/session/page-data';

/** Sign-in and password calls; the screens show their errors themselves. (Sign-out is in sign-out.ts.) */
export function useSignIn() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (body: SignInBody) => api.post<SignInResponse>('/profile/sign_in', body),
    onSuccess: (response) => setProfile(response.profile),
    meta: { handlesErrors: true },
  });
}

export function useSetNewPassword() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (body: NewPasswordBody) => api.post<SignInResponse>('/profile/password', body),
    onSuccess: (response) => setProfile(response.profile),
    meta: { handlesErrors: true },
  });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ sent: true }>('/profile/password/recover', { email }),
    meta: { handlesErrors: true },
  });
}
