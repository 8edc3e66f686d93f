import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button/Button';
import { TextArea } from '../../../ui/form/TextArea';
import { useT } from '../../../ui/i18n/useT';
import { Modal } from '../../../ui/modal/Modal';

export interface RefuseDialogProps {
  /** How many inputs the refusal is for; the dialog is open while this is not null. */
  count: number | null;
  onCancel: () => void;
  /**
   * Sends the refusal with the reason; resolves 'BLANK' when the server found no reason (the dialog
   * then stays open on the field's error), anything else closes it.
   */
  onRefuse: (reason: string) => Promise<'BLANK' | void>;
}

/** Asks the reason of a refusal (required: it is shown to the contributor and kept in the input's history). */
export function RefuseDialog({ count, onCancel, onRefuse }: RefuseDialogProps) {
  const t = useT();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const open = count !== null;

  useEffect(() => {
    if (!open) {
      setReason('');
      setError(undefined);
      setSending(false);
    }
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('approval.refuse.blank'));
      return;
    }
    setSending(true);
    try {
      if ((await onRefuse(reason.trim())) === 'BLANK') setError(t('approval.refuse.blank'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !sending) onCancel();
      }}
      title={t('approval.refuse.title', { count: count ?? 0 })}
      description={t('approval.refuse.description')}
      footer={
        <>
          <Button onClick={onCancel} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={sending}>
            {t('approval.refuse.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextArea
          label={t('approval.refuse.reason')}
          required
          autoFocus
          rows={4}
          size="full"
          value={reason}
          error={error}
          maxLength={5000}
          onChange={(event) => {
            setReason(event.target.value);
            if (error && event.target.value.trim() !== '') setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
