import { serverMessage } from '../../platform/i18n/server-messages.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { UserRow } from '../../platform/session/session.service.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';

/**
 * Tells an account's owner, in their language, that their account is seeing
 * many failed sign-ins, with the way to choose a new password. Sent in the
 * background: a failure to send stays on its outbox row and is logged.
 */
export function alertAccountOwner(
  { mailer }: { mailer: Mailer },
  client: ClientRow,
  user: UserRow,
  failures: number,
  origin: string,
): void {
  const link = `${origin}/profile/password/recover`;
  mailer
    .send({
      clientId: client.id,
      to: user.email,
      subject: serverMessage(user.locale, 'profile.mail.signInFailures.subject'),
      text: serverMessage(user.locale, 'profile.mail.signInFailures.body', { count: String(failures), link }),
    })
    .catch((error: unknown) => console.error('The sign-in failures alert could not be sent:', error));
}
