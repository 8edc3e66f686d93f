import { IMPERSONATION_ENDED_PARAM, isImpersonationEndReason } from '@platform/shared/users/impersonation-ended';
import { useSearchParams } from '../../app/navigation/navigation-context';
import { useT } from '../../ui/i18n/useT';
import './impersonation-ended.css';

/**
 * Says why the server ended an impersonation, on the page it sent the administrator back to: the reason is
 * in the address (see api-client), and the message stays until the administrator goes elsewhere.
 */
export function ImpersonationEndedNotice() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get(IMPERSONATION_ENDED_PARAM);
  if (!isImpersonationEndReason(reason)) return null;
  return (
    <p role="status" className="impersonation-ended">
      {t(`impersonation.ended.${reason}`)}
    </p>
  );
}
