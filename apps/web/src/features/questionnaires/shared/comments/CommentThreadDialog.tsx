import { useEffect, useId, useState, type FormEvent } from 'react';
import type { QuestionnaireComment } from '@platform/shared/questionnaires/questionnaires.schemas';
import { handleCallError } from '../../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../../app/api/use-call-error-handlers';
import { Button } from '../../../../ui/button/Button';
import { TextArea } from '../../../../ui/form/TextArea';
import { useT } from '../../../../ui/i18n/useT';
import { Modal } from '../../../../ui/modal/Modal';
import { QueryState } from '../../../../ui/query-state/QueryState';
import { commentErrorOf } from './comment-errors';
import { CommentItem } from './CommentItem';
import { useChangeComment, useComments } from './use-comments';

export interface CommentThreadDialogProps {
  questionnaireId: number;
  /** The question whose thread is open; the dialog is closed while this is null. */
  question: { id: string; name: string } | null;
  /** Whether the caller may add comments (their own they may edit and delete, as each comment says). */
  canComment: boolean;
  maxLength: number;
  onClose(): void;
  /** The thread's length after a change, for the question's button. */
  onCount(questionId: string, count: number): void;
}

/** A question's comment thread in a dialog: the comments, oldest first, and a box to add one. */
export function CommentThreadDialog({ questionnaireId, question, canComment, maxLength, onClose, onCount }: CommentThreadDialogProps) {
  const t = useT();
  const formId = useId();
  const handlers = useCallErrorHandlers();
  const thread = useComments(questionnaireId, question?.id ?? null);
  const change = useChangeComment(questionnaireId, question?.id ?? '', (comments: readonly QuestionnaireComment[]) => {
    if (question) onCount(question.id, comments.length);
  });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    setBody('');
    setError(undefined);
  }, [question?.id]);
  // The thread read may hold comments others added since the page was read.
  useEffect(() => {
    if (question && thread.data) onCount(question.id, thread.data.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread.data]);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError(t('questionnaires.comments.blank'));
      return;
    }
    try {
      await change.mutateAsync({ kind: 'add', body: body.trim() });
      setBody('');
      setError(undefined);
    } catch (failure) {
      const message = commentErrorOf(failure, t);
      if (message) setError(message);
      else handleCallError(failure, handlers, { isLoad: false });
    }
  };

  return (
    <Modal
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="large"
      title={t('questionnaires.comments.title', { question: question?.name ?? '' })}
      footer={
        canComment ? (
          <Button type="submit" form={formId} variant="primary" loading={change.isPending && change.variables?.kind === 'add'}>
            {t('questionnaires.comments.add')}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        query={thread}
        loadingLabel={t('questionnaires.comments.loading')}
        failedMessage={t('questionnaires.comments.failed')}
        isEmpty={(comments) => comments.length === 0}
        emptyMessage={t('questionnaires.comments.empty')}
      >
        {(comments) => (
          <ol className="qn-comments" aria-label={t('questionnaires.comments.list')}>
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                maxLength={maxLength}
                onUpdate={(text) => change.mutateAsync({ kind: 'update', commentId: comment.id, body: text })}
                onRemove={() => change.mutateAsync({ kind: 'remove', commentId: comment.id })}
              />
            ))}
          </ol>
        )}
      </QueryState>
      {canComment && (
        <form id={formId} className="qn-comments__new" onSubmit={(event) => void onAdd(event)} noValidate>
          <TextArea
            label={t('questionnaires.comments.new')}
            rows={3}
            value={body}
            maxLength={maxLength}
            error={error}
            onChange={(event) => {
              setBody(event.target.value);
              if (error && event.target.value.trim() !== '') setError(undefined);
            }}
          />
        </form>
      )}
    </Modal>
  );
}
