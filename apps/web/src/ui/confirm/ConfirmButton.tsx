import { forwardRef, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../button/Button';
import type { ConfirmOptions } from './confirm-types';
import { useConfirm } from './useConfirm';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the dialog asks before the action runs. */
  confirm: ConfirmOptions;
  /** Runs only after the user confirmed; the button shows as busy while a returned promise is pending. */
  onConfirm: () => void | Promise<void>;
}

/** A button whose action needs confirmation: the dialog opens first, the action runs only on confirm. */
export const ConfirmButton = forwardRef<HTMLButtonElement, ConfirmButtonProps>(function ConfirmButton(
  { confirm: options, onConfirm, loading, variant, ...buttonProps },
  ref,
) {
  const confirm = useConfirm();
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onClick = async () => {
    if (!(await confirm(options))) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    try {
      await result;
    } finally {
      if (mounted.current) setRunning(false);
    }
  };

  return (
    <Button
      ref={ref}
      variant={variant ?? (options.danger ? 'danger' : 'default')}
      {...buttonProps}
      loading={loading || running}
      onClick={() => void onClick()}
    />
  );
});
