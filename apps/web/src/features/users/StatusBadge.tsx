import type { UserStatus } from '@platform/shared/users/users.schemas';
import { useT } from '../../ui/i18n/useT';

/** A user's status in words, coloured quietly (active, invited, archived): the word carries the meaning, not the colour. */
export function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return <span className={`users-status users-status--${status}`}>{t(`users.status.${status}`)}</span>;
}
