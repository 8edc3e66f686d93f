import { useEffect, useState, type RefObject } from 'react';
import type { ApiError } from '../../../../app/api/api-error';
import { handleCallError } from '../../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../../app/api/use-call-error-handlers';
import { useT } from '../../../../ui/i18n/useT';
import { useNotices } from '../../../../ui/notices/NoticeProvider';
import { DUPLICATE_LINK_ID } from '../components/DuplicateWarning';
import { JUSTIFICATION_ID } from '../components/InputFormBody';
import type { InputForm } from './useInputForm';

const SUMMARY = 'summary';

/**
 * What a failed save shows: a 422's details on the form (the summary takes the focus; the link to the
 * existing input for DUPLICATED; the justification box when only a variation warning came back);
 * anything else goes to the app's handler.
 */
export function useInputSaveErrors(form: InputForm, summary: RefObject<HTMLDivElement | null>) {
  const t = useT();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();

  // Focus moves once the render showing the errors is on screen.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    const target = focusTarget === SUMMARY ? summary.current : document.getElementById(focusTarget);
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget, summary]);
  const focusSummary = () => setFocusTarget(SUMMARY);

  return {
    /** After the browser's own checks failed: the summary (an alert) takes the focus. */
    invalid() {
      focusSummary();
    },
    /** After the server refused the save. */
    failed(error: unknown) {
      if (!form.showServerErrors(error)) {
        handleCallError(error, handlers, { isLoad: false });
        return;
      }
      const codes = Object.values((error as ApiError).details).flatMap((list) => list.map((item) => item.error));
      if (codes.includes('DUPLICATED')) {
        // Another input holds these tags and period: the way on is to open it.
        setFocusTarget(DUPLICATE_LINK_ID);
      } else if (codes.every((code) => code === 'VARIATION_EXCEEDED')) {
        notify({ level: 'warning', message: t('dataEntry.form.justifyNotice') });
        setFocusTarget(JUSTIFICATION_ID);
      } else {
        notify({ level: 'error', title: t('dataEntry.form.notSaved'), message: t('errors.notice.fixErrors') });
        focusSummary();
      }
    },
  };
}
