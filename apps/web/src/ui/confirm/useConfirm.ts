import { useContext } from 'react';
import { ConfirmContext } from './ConfirmContext';
import type { Confirm } from './confirm-types';

/** Asks the user to confirm; needs a ConfirmProvider above. The returned function is stable. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used within a ConfirmProvider');
  return confirm;
}
