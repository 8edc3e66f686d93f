import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireComment } from '@platform/shared/questionnaires/questionnaires.schemas';
import { questionnaireKeys, questionnairesApi } from '../questionnaires.api';

/** A question's comment thread, oldest first, while its dialog is open. */
export function useComments(questionnaireId: number, questionId: string | null) {
  return useQuery({
    queryKey: questionnaireKeys.comments(questionnaireId, questionId ?? ''),
    queryFn: async () => (await questionnairesApi.comments(questionnaireId, questionId ?? '')).comments,
    enabled: questionId !== null,
    meta: { handlesErrors: true },
  });
}

type CommentChange = { kind: 'add'; body: string } | { kind: 'update'; commentId: number; body: string } | { kind: 'remove'; commentId: number };

/**
 * Adds, edits or deletes a comment; each answers the whole thread, which replaces the one shown. The dialog
 * shows a refused comment itself.
 */
export function useChangeComment(questionnaireId: number, questionId: string, onThread: (comments: readonly QuestionnaireComment[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CommentChange) => {
      if (change.kind === 'add') return (await questionnairesApi.addComment(questionnaireId, questionId, change.body)).comments;
      if (change.kind === 'update') return (await questionnairesApi.updateComment(questionnaireId, questionId, change.commentId, change.body)).comments;
      return (await questionnairesApi.removeComment(questionnaireId, questionId, change.commentId)).comments;
    },
    meta: { handlesErrors: true },
    onSuccess: (comments) => {
      queryClient.setQueryData(questionnaireKeys.comments(questionnaireId, questionId), comments);
      onThread(comments);
    },
  });
}
