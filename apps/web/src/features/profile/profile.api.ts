import { useMutation } from '@tanstack/react-query';
import type { profileContract } from '@platform/shared/profile/profile.contract';
import type { NewPasswordBody, SignInBody } from '@platform/shared/profile/profile.schemas';
import { callApi } from '../../app/api/call-api';
import { useSetProfile } from '../../app/session/page-data';

/** Sign-in and password calls; the screens show their errors themselves. (Sign-out, which the frames' account links offer, is app/session/sign-out.ts.) */
export function useSignIn() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (body: SignInBody) => callApi<typeof profileContract.signIn>('POST /profile/sign_in', { body }),
    onSuccess: (response) => setProfile(response.profile),
    meta: { handlesErrors: true },
  });
}

export function useSetNewPassword() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (body: NewPasswordBody) => callApi<typeof profileContract.setPassword>('POST /profile/password', { body }),
    onSuccess: (response) => setProfile(response.profile),
    meta: { handlesErrors: true },
  });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi<typeof profileContract.recoverPassword>('POST /profile/password/recover', { body: { email } }),
    meta: { handlesErrors: true },
  });
}
