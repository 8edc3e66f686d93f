import { useEffect, useId, useState, type FormEvent } from 'react';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Locale } from '@platform/shared/i18n/locales';
import type { TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import { Button } from '../../../ui/button/Button';
import { Checkbox } from '../../../ui/form/Checkbox';
import { TextArea } from '../../../ui/form/TextArea';
import { useT } from '../../../ui/i18n/useT';
import { Modal } from '../../../ui/modal/Modal';
import { nameIn } from './questionnaire-text';

export interface RequestChangesDialogProps {
  open: boolean;
  /** The questions that can be named, section by section (those shown with the answers given). */
  sections: readonly { section: TemplateSection; fields: readonly FieldDefinition[] }[];
  locale: Locale;
  commentMax: number;
  onCancel(): void;
  /** Sends the request; resolves 'BLANK' when the server found no comment (the dialog then stays open on it). */
  onSend(comment: string, fieldIds: string[]): Promise<'BLANK' | void>;
}

/**
 * Asks for changes: a comment (required: the respondent reads it, and it goes in the threads of the questions
 * named) and the questions concerned (none: the questionnaire as a whole).
 */
export function RequestChangesDialog({ open, sections, locale, commentMax, onCancel, onSend }: RequestChangesDialogProps) {
  const t = useT();
  const formId = useId();
  const [comment, setComment] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) {
      setComment('');
      setChosen(new Set());
      setError(undefined);
      setSending(false);
    }
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '') {
      setError(t('questionnaires.requestChanges.blank'));
      return;
    }
    setSending(true);
    try {
      const ordered = sections.flatMap((group) => group.fields.map((field) => field.id)).filter((id) => chosen.has(id));
      if ((await onSend(comment.trim(), ordered)) === 'BLANK') setError(t('questionnaires.requestChanges.blank'));
    } finally {
      setSending(false);
    }
  };

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Modal
      open={open}
      size="large"
      onOpenChange={(next) => {
        if (!next && !sending) onCancel();
      }}
      title={t('questionnaires.requestChanges.title')}
      description={t('questionnaires.requestChanges.description')}
      footer={
        <>
          <Button onClick={onCancel} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={sending}>
            {t('questionnaires.requestChanges.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextArea
          label={t('questionnaires.requestChanges.comment')}
          required
          autoFocus
          rows={4}
          size="full"
          value={comment}
          error={error}
          maxLength={commentMax}
          onChange={(event) => {
            setComment(event.target.value);
            if (error && event.target.value.trim() !== '') setError(undefined);
          }}
        />
        <fieldset className="qn-form__fieldset">
          <legend className="ui-field__label">{t('questionnaires.requestChanges.questions')}</legend>
          <p>{t('questionnaires.requestChanges.questionsHint', { count: chosen.size })}</p>
          <div className="qn-choices">
            {sections.map(({ section, fields }) => (
              <div key={section.id} role="group" aria-label={nameIn(section.name, locale)}>
                <p className="qn-muted">{nameIn(section.name, locale)}</p>
                {fields.map((field) => (
                  <Checkbox key={field.id} label={field.name[locale]} checked={chosen.has(field.id)} onChange={(event) => toggle(field.id, event.target.checked)} />
                ))}
              </div>
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
