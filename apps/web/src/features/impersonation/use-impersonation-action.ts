import { useState } from 'react';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { useNotices } from '../../ui/notices/useNotices';
import { useT } from '../../ui/i18n/useT';
import { reloadAt } from './impersonation.api';

/**
 * Runs an impersonation call, then loads the page it names afresh (the session changed). A refusal
 * becomes an error notice in the user's language; other failures go to the app's common handling.
 * `working` stays true once it succeeded, until the next page replaces this one.
 */
export function useImpersonationAction(refusalOf: (error: unknown) => MessageKey | null) {
  const t = useT();
  const { notify } = useNotices();
  const errorHandlers = useCallErrorHandlers();
  const [working, setWorking] = useState(false);
  const run = (call: () => Promise<string>) => {
    setWorking(true);
    call().then(reloadAt, (error: unknown) => {
      setWorking(false);
      const message = refusalOf(error);
      if (message) notify({ level: 'error', message: t(message) });
      else handleCallError(error, errorHandlers, { isLoad: false });
    });
  };
  return { working, run };
}
