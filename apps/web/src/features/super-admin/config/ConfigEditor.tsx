import { useId, useState, type ChangeEvent } from 'react';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { Button } from '../../../ui/button/Button';
import { FormActions } from '../../../ui/form/FormActions';
import { TextArea } from '../../../ui/form/TextArea';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { useCreateDraft, useValidateConfig } from './config-versions.api';
import { reviewOfInvalidConfig } from './config-review';
import { ConfigReviewPanel, type ConfigReview } from './ConfigReviewPanel';

interface ConfigEditorProps {
  /** The active version the new one is made from. */
  baseVersion: number;
  /** The document to start from, as text. */
  initialText: string;
  onClose: () => void;
  onSaved: (version: number) => void;
}

/**
 * A new version: the document as JSON, edited here or loaded from a file; validated (diff and impact against the
 * active configuration, nothing written) and saved as a draft to apply from the list.
 */
export function ConfigEditor({ baseVersion, initialText, onClose, onSaved }: ConfigEditorProps) {
  const t = useT();
  const titleId = useId();
  const [text, setText] = useState(initialText);
  const [syntaxError, setSyntaxError] = useState<string | null>(null);
  const [review, setReview] = useState<ConfigReview | null>(null);
  const validate = useValidateConfig();
  const create = useCreateDraft();
  const { notify } = useNotices();
  const errorHandlers = useCallErrorHandlers();

  const parsed = (): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(t('superAdmin.config.editor.notAnObject'));
      setSyntaxError(null);
      return value as Record<string, unknown>;
    } catch (error) {
      setSyntaxError(t('superAdmin.config.editor.syntax', { message: error instanceof Error ? error.message : String(error) }));
      return null;
    }
  };

  const onValidate = async () => {
    const config = parsed();
    if (!config) return;
    try {
      const answer = await validate.mutateAsync({ config });
      setReview({ errors: answer.errors, warnings: answer.warnings, diff: answer.diff, impact: answer.impact });
    } catch (error) {
      const invalid = reviewOfInvalidConfig(error);
      if (invalid) setReview(invalid);
      else handleCallError(error, errorHandlers, { isLoad: false });
    }
  };

  const onSave = async () => {
    const config = parsed();
    if (!config) return;
    try {
      const { version } = await create.mutateAsync({ config, base_version: baseVersion });
      notify({ level: 'success', message: t('superAdmin.config.notices.saved', { version }) });
      onSaved(version);
    } catch (error) {
      const invalid = reviewOfInvalidConfig(error);
      if (invalid) setReview(invalid);
      else handleCallError(error, errorHandlers, { isLoad: false });
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setText(await file.text());
    setReview(null);
    setSyntaxError(null);
  };

  return (
    <section className="config-editor" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('superAdmin.config.editor.title', { base: baseVersion })}</h2>
      <p className="config-editor__hint">{t('superAdmin.config.editor.hint')}</p>
      <label className="config-editor__file">
        {t('superAdmin.config.editor.load')}{' '}
        <input type="file" accept="application/json,.json" onChange={(event) => void onFile(event)} />
      </label>
      <TextArea
        label={t('superAdmin.config.editor.document')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setReview(null);
        }}
        error={syntaxError ?? undefined}
        rows={24}
        spellCheck={false}
        className="config-editor__text"
        size="full"
      />
      <FormActions>
        <Button onClick={() => void onValidate()} loading={validate.isPending}>
          {t('superAdmin.config.validate')}
        </Button>
        <Button variant="primary" onClick={() => void onSave()} loading={create.isPending}>
          {t('superAdmin.config.editor.save')}
        </Button>
        <Button onClick={onClose}>{t('superAdmin.config.editor.cancel')}</Button>
      </FormActions>
      {review && <ConfigReviewPanel review={review} title={t('superAdmin.config.review.titleDocument')} />}
    </section>
  );
}
