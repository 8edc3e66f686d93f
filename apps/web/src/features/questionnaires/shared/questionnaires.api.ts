import type { questionnairesContract as contract } from '@platform/shared/questionnaires/questionnaires.contract';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { QuestionnaireCreateBody, QuestionnaireEvent, QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { templatesContract } from '@platform/shared/questionnaires/templates.contract';
import type { TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import type { tagsContract } from '@platform/shared/tags/tags.contract';
import { callApi } from '../../../app/api/call-api';

type C = typeof contract;

/** Which of the three views a screen reads a questionnaire through: the respondent's, the managers' or the reviewers'. */
export type QuestionnaireView = 'answer' | 'admin' | 'approval';

/** What a list of questionnaires is asked for (every view's list takes the same filters). */
export interface QuestionnaireListQuery {
  page?: number;
  q?: string;
  state?: QuestionnaireState;
  period?: string;
  template_id?: number;
}

const id = (value: number) => ({ params: { id: value } });

/**
 * The questionnaire calls (spec §7, Questionnaires), typed by the shared contract: the respondent's, the managers'
 * (`/admin`) and the reviewers' (`/approval`). Comments go through the respondent's paths whoever reads the
 * questionnaire; the published templates and the organisations come from their own features' calls.
 */
export const questionnairesApi = {
  list: (query: QuestionnaireListQuery, signal?: AbortSignal) => callApi<C['list']>('GET /questionnaires', { query }, signal),
  save: (questionnaireId: number, answers: FormValues, updatedAt: string) =>
    callApi<C['save']>('PUT /questionnaires/:id', { ...id(questionnaireId), body: { answers, updated_at: updatedAt } }),
  submit: (questionnaireId: number) => callApi<C['submit']>('PUT /questionnaires/:id/submit', id(questionnaireId)),

  comments: (questionnaireId: number, questionId: string) =>
    callApi<C['comments']>('GET /questionnaires/:id/questions/:questionId/comments', { params: { id: questionnaireId, questionId } }),
  addComment: (questionnaireId: number, questionId: string, body: string) =>
    callApi<C['addComment']>('POST /questionnaires/:id/questions/:questionId/comments', { params: { id: questionnaireId, questionId }, body: { body } }),
  updateComment: (questionnaireId: number, questionId: string, commentId: number, body: string) =>
    callApi<C['updateComment']>('PUT /questionnaires/:id/questions/:questionId/comments/:commentId', {
      params: { id: questionnaireId, questionId, commentId },
      body: { body },
    }),
  removeComment: (questionnaireId: number, questionId: string, commentId: number) =>
    callApi<C['removeComment']>('DELETE /questionnaires/:id/questions/:questionId/comments/:commentId', { params: { id: questionnaireId, questionId, commentId } }),

  adminList: (query: QuestionnaireListQuery, signal?: AbortSignal) => callApi<C['adminList']>('GET /questionnaires/admin', { query }, signal),
  adminByTemplate: (templateId: number, query: QuestionnaireListQuery, signal?: AbortSignal) =>
    callApi<C['adminByTemplate']>('GET /questionnaires/admin/questionnaires/:template_id', { params: { template_id: templateId }, query }, signal),
  adminCreate: (body: QuestionnaireCreateBody) => callApi<C['adminCreate']>('POST /questionnaires/admin', { body }),
  adminRemove: (questionnaireId: number) => callApi<C['adminRemove']>('DELETE /questionnaires/admin/:id', id(questionnaireId)),
  adminUsers: (questionnaireId: number) => callApi<C['adminUsers']>('GET /questionnaires/admin/:id/users', id(questionnaireId)),
  adminAccess: (questionnaireId: number, userIds: number[]) =>
    callApi<C['adminAccess']>('PUT /questionnaires/admin/:id/access', { ...id(questionnaireId), body: { user_ids: userIds } }),

  approvalList: (query: QuestionnaireListQuery, signal?: AbortSignal) => callApi<C['approvalList']>('GET /questionnaires/approval', { query }, signal),

  /** One questionnaire with its questions (and, for managers and reviewers, its history), through a view. */
  show: (view: QuestionnaireView, questionnaireId: number) => {
    if (view === 'admin') return callApi<C['adminShow']>('GET /questionnaires/admin/:id', id(questionnaireId));
    if (view === 'approval') return callApi<C['approvalShow']>('GET /questionnaires/approval/:id', id(questionnaireId));
    return callApi<C['show']>('GET /questionnaires/:id', id(questionnaireId));
  },
  /** Last period's answer to a question; for a number, with this one's and the variation. */
  previous: (view: QuestionnaireView, questionnaireId: number, fieldId: string, variation: boolean) => {
    const input = { ...id(questionnaireId), body: { field_id: fieldId } };
    if (view === 'admin')
      return variation
        ? callApi<C['adminVariation']>('PUT /questionnaires/admin/:id/variation', input)
        : callApi<C['adminPreviousValue']>('PUT /questionnaires/admin/:id/previous_value', input);
    if (view === 'approval')
      return variation
        ? callApi<C['approvalVariation']>('PUT /questionnaires/approval/:id/variation', input)
        : callApi<C['approvalPreviousValue']>('PUT /questionnaires/approval/:id/previous_value', input);
    return variation ? callApi<C['variation']>('PUT /questionnaires/:id/variation', input) : callApi<C['previousValue']>('PUT /questionnaires/:id/previous_value', input);
  },
  requestChanges: (view: 'admin' | 'approval', questionnaireId: number, comment: string, fieldIds: string[]) => {
    const input = { ...id(questionnaireId), body: { comment, field_ids: fieldIds } };
    return view === 'admin'
      ? callApi<C['adminRequestChanges']>('PUT /questionnaires/admin/:id/request_changes', input)
      : callApi<C['approvalRequestChanges']>('PUT /questionnaires/approval/:id/request_changes', input);
  },
  transition: (view: 'admin' | 'approval', questionnaireId: number, event: QuestionnaireEvent) => {
    const input = { ...id(questionnaireId), body: { event } };
    return view === 'admin'
      ? callApi<C['adminTransition']>('PUT /questionnaires/admin/:id/transition', input)
      : callApi<C['approvalTransition']>('PUT /questionnaires/approval/:id/transition', input);
  },

  templates: (query: { page?: number; state?: TemplateState }) => callApi<typeof templatesContract.list>('GET /templates', { query }),
  template: (templateId: number) => callApi<typeof templatesContract.show>('GET /templates/:id', { params: { id: templateId } }),
  tags: () => callApi<typeof tagsContract.list>('GET /tags'),
};

/** Query keys: a save, a decision or a deletion reads the lists and the questionnaire again. */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  lists: () => ['questionnaires', 'list'] as const,
  list: (view: QuestionnaireView | 'template', query: QuestionnaireListQuery) => ['questionnaires', 'list', view, query] as const,
  detail: (view: QuestionnaireView, questionnaireId: number) => ['questionnaires', 'detail', questionnaireId, view] as const,
  one: (questionnaireId: number) => ['questionnaires', 'detail', questionnaireId] as const,
  previous: (view: QuestionnaireView, questionnaireId: number, fieldId: string) => ['questionnaires', 'previous', questionnaireId, view, fieldId] as const,
  comments: (questionnaireId: number, questionId: string) => ['questionnaires', 'comments', questionnaireId, questionId] as const,
  users: (questionnaireId: number) => ['questionnaires', 'users', questionnaireId] as const,
  templates: (state: TemplateState | null) => ['questionnaires', 'templates', state] as const,
  template: (templateId: number) => ['questionnaires', 'template', templateId] as const,
  organisations: () => ['questionnaires', 'organisations'] as const,
};
