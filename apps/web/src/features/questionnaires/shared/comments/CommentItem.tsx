import { useState, type FormEvent } from 'react';
import { FormattedDate } from 'react-intl';
import type { QuestionnaireComment } from '@platform/shared/questionnaires/questionnaires.schemas';
import { handleCallError } from '../../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../../app/api/use-call-error-handlers';
import { Button } from '../../../../ui/button/Button';
import { ConfirmButton } from '../../../../ui/confirm/ConfirmButton';
import { TextArea } from '../../../../ui/form/TextArea';
import { useT } from '../../../../ui/i18n/useT';
import { commentErrorOf } from './comment-errors';

export interface CommentItemProps {
  comment: QuestionnaireComment;
  maxLength: number;
  onUpdate(body: string): Promise<unknown>;
  onRemove(): Promise<unknown>;
}

/** One comment of a thread: who and when, a reviewer's request marked, and edit or delete when it is one's own. */
export function CommentItem({ comment, maxLength, onUpdate, onRemove }: CommentItemProps) {
  const t = useT();
  const handlers = useCallErrorHandlers();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const edited = comment.updated_at !== comment.created_at;

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    if (editing.trim() === '') {
      setError(t('questionnaires.comments.blank'));
      return;
    }
    setSaving(true);
    try {
      await onUpdate(editing.trim());
      setEditing(null);
      setError(undefined);
    } catch (failure) {
      const message = commentErrorOf(failure, t);
      if (message) setError(message);
      else handleCallError(failure, handlers, { isLoad: false });
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async () => {
    try {
      await onRemove();
    } catch (failure) {
      handleCallError(failure, handlers, { isLoad: false });
    }
  };

  return (
    <li className={comment.change_request ? 'qn-comment qn-comment--request' : 'qn-comment'} data-comment-id={comment.id}>
      <div className="qn-comment__head">
        <span className="qn-comment__author">{comment.author.email}</span>
        <time dateTime={comment.created_at} className="qn-comment__at">
          <FormattedDate value={comment.created_at} dateStyle="medium" timeStyle="short" />
        </time>
        {edited && <span className="qn-muted">{t('questionnaires.comments.edited')}</span>}
        {comment.change_request && <span className="qn-badge qn-badge--changes_requested">{t('questionnaires.comments.changeRequest')}</span>}
      </div>
      {editing === null ? (
        <>
          <p className="qn-comment__body">{comment.body}</p>
          {(comment.abilities.update || comment.abilities.delete) && (
            <div className="qn-comment__actions">
              {comment.abilities.update && (
                <Button size="small" onClick={() => setEditing(comment.body)}>
                  {t('questionnaires.comments.edit')}
                </Button>
              )}
              {comment.abilities.delete && (
                <ConfirmButton
                  size="small"
                  variant="default"
                  confirm={{ title: t('questionnaires.comments.delete.title'), message: t('questionnaires.comments.delete.message'), confirmLabel: t('questionnaires.comments.delete'), danger: true }}
                  onConfirm={onDelete}
                >
                  {t('questionnaires.comments.delete')}
                </ConfirmButton>
              )}
            </div>
          )}
        </>
      ) : (
        <form className="qn-comment__form" onSubmit={(event) => void onSave(event)} noValidate>
          <TextArea
            label={t('questionnaires.comments.editLabel')}
            rows={3}
            autoFocus
            value={editing}
            maxLength={maxLength}
            error={error}
            onChange={(event) => setEditing(event.target.value)}
          />
          <div className="qn-comment__actions">
            <Button type="submit" size="small" variant="primary" loading={saving}>
              {t('questionnaires.comments.save')}
            </Button>
            <Button
              size="small"
              disabled={saving}
              onClick={() => {
                setEditing(null);
                setError(undefined);
              }}
            >
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
