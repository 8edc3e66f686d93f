import type { ReactNode } from 'react';

export interface ConfirmOptions {
  /** Defaults to "Are you sure?". */
  title?: string;
  message: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
}

/** Opens the confirmation dialog; resolves true on confirm, false on cancel or Escape. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;
