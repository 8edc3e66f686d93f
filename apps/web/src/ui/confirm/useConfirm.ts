import { useContext, useEffect } from 'react';
import { ConfirmContext } from './ConfirmContext';
import { preloadConfirmDialog } from './confirm-dialog-loader';
import type { Confirm } from './confirm-types';

/**
 * Asks the user to confirm; needs a ConfirmProvider above. The returned function is stable. A screen
 * using it fetches the dialog's code as it shows, so the first confirmation does not wait for it.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used within a ConfirmProvider');
  useEffect(preloadConfirmDialog, []);
  return confirm;
}
