import { useId, useState, type FormEvent } from 'react';
import { Button } from '../button/Button';
import { Select } from '../form/Select';
import { TextField } from '../form/TextField';
import { useT } from '../i18n/useT';
import { Modal } from '../modal/Modal';
import { DEFAULT_LINK_HREF, linkHref } from './link-href';

export interface LinkChoice {
  href: string;
  newWindow: boolean;
}

export interface LinkDialogProps {
  /** The link at the cursor, when editing one. */
  current: LinkChoice | null;
  onApply: (link: LinkChoice) => void;
  onRemove: () => void;
  onClose: () => void;
}

const SAME_WINDOW = 'same';
const NEW_WINDOW = 'new';

/** The link dialog: an address starting as https://, opening in the same window unless asked (spec §5). */
export function LinkDialog({ current, onApply, onRemove, onClose }: LinkDialogProps) {
  const t = useT();
  const formId = useId();
  const [href, setHref] = useState(current?.href ?? DEFAULT_LINK_HREF);
  const [target, setTarget] = useState(current?.newWindow ? NEW_WINDOW : SAME_WINDOW);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React still bubbles its submit to the form around the editor.
    event.stopPropagation();
    const absolute = linkHref(href);
    if (absolute === null) {
      setError(t('ui.richEditor.link.invalid'));
      return;
    }
    onApply({ href: absolute, newWindow: target === NEW_WINDOW });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(current ? 'ui.richEditor.link.editTitle' : 'ui.richEditor.link.title')}
      size="small"
      footer={
        <>
          <Button onClick={onClose}>{t('ui.richEditor.link.cancel')}</Button>
          {current && (
            <Button variant="danger" onClick={onRemove}>
              {t('ui.richEditor.link.remove')}
            </Button>
          )}
          <Button type="submit" variant="primary" form={formId}>
            {t('ui.richEditor.link.apply')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('ui.richEditor.link.url')}
          type="url"
          inputMode="url"
          value={href}
          error={error}
          required
          autoFocus
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
        />
        <Select
          label={t('ui.richEditor.link.target')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          options={[
            { value: SAME_WINDOW, label: t('ui.richEditor.link.sameWindow') },
            { value: NEW_WINDOW, label: t('ui.richEditor.link.newWindow') },
          ]}
        />
      </form>
    </Modal>
  );
}
