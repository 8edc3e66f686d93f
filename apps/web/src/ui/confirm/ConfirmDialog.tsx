import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useT } from '../i18n/useT';
import { buttonClassName } from '../button/Button';
import { isInsideNotice } from '../internal/restore-focus';
import type { ConfirmOptions } from './confirm-types';
import './Confirm.css';

/** The confirmation dialog itself: open while it is rendered; Cancel, Escape and outside clicks settle false. */
export function ConfirmDialog({
  options,
  onSettle: settle,
  onCloseAutoFocus: restoreFocus,
}: {
  options: ConfirmOptions;
  onSettle: (value: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useT();
  const danger = options.danger ?? false;
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-confirm__overlay" />
        <AlertDialog.Content
          className="ui-confirm"
          onCloseAutoFocus={restoreFocus}
          onFocusOutside={(event) => {
            if (isInsideNotice(event.target)) event.preventDefault();
          }}
        >
          <AlertDialog.Title className="ui-confirm__title">{options.title ?? t('ui.confirm.title')}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="ui-confirm__message">{options.message}</div>
          </AlertDialog.Description>
          <div className="ui-confirm__actions">
            <AlertDialog.Cancel className={buttonClassName()}>
              {options.cancelLabel ?? t('ui.confirm.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClassName({ variant: danger ? 'danger' : 'primary' })}
              onClick={() => settle(true)}
            >
              {options.confirmLabel ?? t('ui.confirm.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
