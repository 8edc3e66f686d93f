import type { profileContract } from '@platform/shared/profile/profile.contract';
import { callApi } from '../api/call-api';

/**
 * Signs out, then loads the sign-in page afresh: nothing of the previous
 * user's data stays in the browser's memory. (A plain call, not a cached
 * mutation: the public header offers it, and the public pages' bundle has no data cache.)
 */
export async function signOut(): Promise<void> {
  await callApi<typeof profileContract.signOut>('POST /profile/sign_out');
  window.location.assign('/profile/sign_in');
}
