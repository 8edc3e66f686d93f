import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useT } from '../i18n/useT';
import { useConfirm } from '../confirm/useConfirm';

export interface DirtyGuard {
  /**
   * Lets the next in-app navigation through without asking, e.g. right after a successful save:
   * the form may still report dirty until it re-renders, and the navigation happens before that.
   */
  allowNextNavigation(): void;
}

/**
 * While `isDirty`, closing or reloading the tab asks the browser's own question, and in-app
 * navigation to another page asks `message` in the confirm dialog (Leave / Stay).
 * Needs a data router (createBrowserRouter/createMemoryRouter) and a ConfirmProvider.
 */
export function useDirtyGuard(isDirty: boolean, message: string): DirtyGuard {
  const t = useT();
  const confirm = useConfirm();
  const bypass = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Legacy browsers need returnValue set; modern ones show their own text.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty, message]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (bypass.current) {
        bypass.current = false;
        return false;
      }
      // Query and hash changes stay on the page and keep the edits.
      return isDirty && currentLocation.pathname !== nextLocation.pathname;
    },
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  const { state, proceed, reset } = blocker;
  useEffect(() => {
    if (state !== 'blocked') return;
    let current = true;
    void confirm({
      title: t('ui.dirtyGuard.title'),
      message,
      confirmLabel: t('ui.dirtyGuard.leave'),
      cancelLabel: t('ui.dirtyGuard.stay'),
      danger: true,
    }).then((leave) => {
      // A re-run of this effect asks again; only the latest answer counts.
      if (!current) return;
      if (leave) proceed?.();
      else reset?.();
    });
    return () => {
      current = false;
    };
  }, [state, proceed, reset, confirm, message, t]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  return { allowNextNavigation };
}
