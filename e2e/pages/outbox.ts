import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in.page';

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

/** Reads the outbox the way a super administrator does: signed in, through the API. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const { csrf_token: csrfToken } = await (await request.get('/api/profile')).json();
  const signIn = await request.post('/api/profile/sign_in', {
    data: { email: 'super@example.org', password: DEMO_PASSWORD },
    headers: { 'x-csrf-token': csrfToken },
  });
  if (!signIn.ok()) throw new Error(`super admin sign-in failed: ${signIn.status()}`);
  return (await request.get('/api/services/super_admin/outbox')).json();
}
