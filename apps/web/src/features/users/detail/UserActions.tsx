import type { User } from '@platform/shared/users/users.schemas';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { useT } from '../../../ui/i18n/useT';
import { ImpersonateButton } from '../../impersonation/ImpersonateButton';
import { useUserLifecycle } from '../use-user-lifecycle';

/** What may be done to the user as a whole (the server's abilities say which): impersonate, remind, archive or restore. */
export function UserActions({ user }: { user: User }) {
  const t = useT();
  const lifecycle = useUserLifecycle();
  const { abilities } = user;
  if (!abilities.impersonate && !abilities.remind && !abilities.archive && !abilities.restore) return null;
  return (
    <div className="users-header__actions" role="group" aria-label={t('users.list.rowActions', { email: user.email })}>
      {abilities.impersonate && <ImpersonateButton size="small" userId={user.id} />}
      {abilities.remind && (
        <Button size="small" disabled={lifecycle.busy} onClick={() => void lifecycle.remind(user)}>
          {t('users.action.remind')}
        </Button>
      )}
      {abilities.restore && (
        <ConfirmButton size="small" variant="primary" confirm={lifecycle.restoreConfirm(user)} onConfirm={() => lifecycle.restore(user)}>
          {t('users.action.restore')}
        </ConfirmButton>
      )}
      {abilities.archive && (
        <ConfirmButton size="small" confirm={lifecycle.archiveConfirm(user)} onConfirm={() => lifecycle.archive(user)}>
          {t('users.action.archive')}
        </ConfirmButton>
      )}
    </div>
  );
}
