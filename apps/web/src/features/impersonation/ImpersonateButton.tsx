import { Button, type ButtonProps } from '../../ui/button/Button';
import { useT } from '../../ui/i18n/useT';
import { impersonationApi } from './impersonation.api';
import { refusalMessage } from './impersonation-errors';
import { useImpersonationAction } from './use-impersonation-action';

export interface ImpersonateButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  userId: number;
  /** From the user's `abilities.impersonate`: the server's rules, shown rather than re-derived. */
  disabled?: boolean;
}

/** Acts as this user: the session switches to them and their landing page loads afresh. */
export function ImpersonateButton({ userId, disabled = false, ...rest }: ImpersonateButtonProps) {
  const t = useT();
  const { working, run } = useImpersonationAction(refusalMessage);
  const start = () => run(async () => (await impersonationApi.start(userId)).effective_permissions.sign_in_path);
  return (
    <Button {...rest} onClick={start} disabled={disabled} loading={working}>
      {t('impersonation.impersonate')}
    </Button>
  );
}
