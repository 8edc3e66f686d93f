import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireCreateBody, QuestionnaireDetail, QuestionnaireEvent } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { TemplateState, TemplateSummary } from '@platform/shared/questionnaires/templates.schemas';
import { questionnaireKeys, questionnairesApi, type QuestionnaireListQuery, type QuestionnaireView } from './questionnaires.api';

/** One page of a view's questionnaires; the page shown stays while the next one loads. */
export function useQuestionnaireList(view: QuestionnaireView, query: QuestionnaireListQuery) {
  return useQuery({
    queryKey: questionnaireKeys.list(view, query),
    queryFn: ({ signal }) =>
      view === 'admin' ? questionnairesApi.adminList(query, signal) : view === 'approval' ? questionnairesApi.approvalList(query, signal) : questionnairesApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the questionnaires sent from a template (managers). */
export function useTemplateQuestionnaires(templateId: number, query: QuestionnaireListQuery) {
  return useQuery({
    queryKey: questionnaireKeys.list('template', { ...query, template_id: templateId }),
    queryFn: ({ signal }) => questionnairesApi.adminByTemplate(templateId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A questionnaire with its questions (and history, for managers and reviewers); the screen says when it cannot be read. */
export function useQuestionnaire(view: QuestionnaireView, id: number | null) {
  return useQuery({
    queryKey: questionnaireKeys.detail(view, id ?? 0),
    queryFn: () => questionnairesApi.show(view, id ?? 0),
    enabled: id !== null,
  });
}

/** At most this many pages of templates are read for a choice (50 each): far beyond what a client builds. */
const TEMPLATE_PAGES_MAX = 20;

async function allTemplates(state: TemplateState | null): Promise<TemplateSummary[]> {
  const found: TemplateSummary[] = [];
  for (let page = 1; page <= TEMPLATE_PAGES_MAX; page += 1) {
    const { templates, total } = await questionnairesApi.templates({ page, ...(state ? { state } : {}) });
    found.push(...templates);
    if (templates.length === 0 || found.length >= total) break;
  }
  return found;
}

/** The client's templates (of one state, or all), to choose one from; the screen says when they cannot be read. */
export function useTemplateChoices(state: TemplateState | null) {
  return useQuery({ queryKey: questionnaireKeys.templates(state), queryFn: () => allTemplates(state), staleTime: 60_000, meta: { handlesErrors: true } });
}

/** A template's name and what the caller may do with it (send from it), for the questionnaires sent from it. */
export function useTemplateOf(templateId: number) {
  return useQuery({
    queryKey: questionnaireKeys.template(templateId),
    queryFn: async () => (await questionnairesApi.template(templateId)).template,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/** The organisations a questionnaire may be addressed to: the organisation tree's nodes below its root. */
export function useOrganisations() {
  return useQuery({
    queryKey: questionnaireKeys.organisations(),
    queryFn: async () => (await questionnairesApi.tags()).tags.filter((tag) => tag.dimension === 'organisation' && tag.depth > 0),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

/** The owner, the co-respondents and who could be one. */
export function useQuestionnaireUsers(id: number, enabled: boolean) {
  return useQuery({ queryKey: questionnaireKeys.users(id), queryFn: () => questionnairesApi.adminUsers(id), enabled, meta: { handlesErrors: true } });
}

/** Has every list and every view of the questionnaire read again. */
function useRefreshQuestionnaire() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.one(id) }),
    ]);
  };
}

export function useSetAccess(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuestionnaire();
  return useMutation({
    mutationFn: (userIds: number[]) => questionnairesApi.adminAccess(id, userIds),
    onSuccess: (users) => {
      queryClient.setQueryData(questionnaireKeys.users(id), users);
      void refresh(id);
    },
  });
}

/** Sends a questionnaire; the form shows a refusal's fields itself. */
export function useSendQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuestionnaireCreateBody) => (await questionnairesApi.adminCreate(body)).questionnaire,
    meta: { handlesErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() }),
  });
}

export function useDeleteQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await questionnairesApi.adminRemove(id);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: questionnaireKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() });
    },
  });
}

export type Decision = { kind: 'request_changes'; comment: string; fieldIds: string[] } | { kind: 'transition'; event: QuestionnaireEvent };

/**
 * A manager's or reviewer's decision: request changes, approve, reopen. The screen shows a refusal (a state
 * changed meanwhile) itself; the questionnaire is read again either way.
 */
export function useDecision(view: 'admin' | 'approval', id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuestionnaire();
  return useMutation({
    mutationFn: async (decision: Decision) =>
      (decision.kind === 'request_changes'
        ? await questionnairesApi.requestChanges(view, id, decision.comment, decision.fieldIds)
        : await questionnairesApi.transition(view, id, decision.event)
      ).questionnaire,
    meta: { handlesErrors: true },
    onSuccess: (questionnaire) => {
      queryClient.setQueryData<QuestionnaireDetail>(questionnaireKeys.detail(view, id), (current) => (current ? { ...current, questionnaire } : current));
    },
    onSettled: () => refresh(id),
  });
}
