import { useMemo } from 'react';
import { useNotices } from '../../ui/notices/NoticeProvider';
import { useT } from '../../ui/i18n/useT';
import { useSessionStore } from '../session/page-data';
import type { CallErrorHandlers } from './common-error-handler';

/** The app's handlers for failed calls (see handleCallError), bound to this page's notices and session. */
export function useCallErrorHandlers(): CallErrorHandlers {
  const { notify } = useNotices();
  const t = useT();
  const session = useSessionStore();
  return useMemo(
    () => ({
      notifyInternalError: () => notify({ level: 'error', message: t('errors.notice.internal') }),
      notifyLimited: () => notify({ level: 'warning', message: t('errors.notice.limited') }),
      onSessionEnded: () => session.setProfile(null),
    }),
    [notify, t, session],
  );
}
