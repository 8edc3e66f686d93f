import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { isInsideNotice, useRestoreFocus } from '../internal/restore-focus';
import './Modal.css';

export type ModalSize = 'small' | 'medium' | 'large' | 'x-large';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: string;
  size?: ModalSize;
  /** Read with the title by screen readers. */
  description?: ReactNode;
  /** Usually the action buttons. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it, the body scrolls. */
export function Modal({ open, onOpenChange, title, size = 'medium', description, footer, children, className }: ModalProps) {
  const t = useT();
  const restoreFocus = useRestoreFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-modal__overlay" />
        <Dialog.Content
          className={['ui-modal', `ui-modal--${size}`, className].filter(Boolean).join(' ')}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={restoreFocus}
          onPointerDownOutside={(event) => {
            if (isInsideNotice(event.target)) event.preventDefault();
          }}
          onFocusOutside={(event) => {
            if (isInsideNotice(event.target)) event.preventDefault();
          }}
        >
          <header className="ui-modal__header">
            <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
            <Dialog.Close className="ui-modal__close" aria-label={t('ui.modal.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {description !== undefined && <Dialog.Description className="ui-modal__description">{description}</Dialog.Description>}
          <div className="ui-modal__body">{children}</div>
          {footer !== undefined && <footer className="ui-modal__footer">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
