import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FIELD_TYPES } from '@platform/shared/dynamic-form/field-definition.schemas';
import {
  TEMPLATE_EVENTS,
  TEMPLATE_LIMITS,
  TEMPLATE_STATES,
  type Template,
  type TemplateBody,
  type TemplateConfig,
  type TemplateEvent,
  type TemplateState,
} from '@platform/shared/questionnaires/templates.schemas';
import { templateKeys, templatesApi } from './templates.api';

/** One page of the client's templates, matching `q` and `state`; the page shown stays while the next one loads. */
export function useTemplateList(page: number, q: string, state: TemplateState | null) {
  return useQuery({
    queryKey: templateKeys.list(page, q, state),
    queryFn: ({ signal }) => templatesApi.list({ page, ...(q ? { q } : {}), ...(state ? { state } : {}) }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: number | null) {
  return useQuery({ queryKey: templateKeys.template(id ?? 0), queryFn: async () => (await templatesApi.show(id ?? 0)).template, enabled: id !== null });
}

/** The shared limits and types, as the server would answer them: the builder works at once and while the call fails. */
const KNOWN_CONFIG: TemplateConfig = {
  field_types: [...FIELD_TYPES],
  events: [...TEMPLATE_EVENTS],
  states: [...TEMPLATE_STATES],
  limits: {
    name_max: TEMPLATE_LIMITS.nameMax,
    sections_max: TEMPLATE_LIMITS.sectionsMax,
    fields_per_section_max: TEMPLATE_LIMITS.fieldsPerSectionMax,
    fields_max: TEMPLATE_LIMITS.fieldsMax,
    choices_per_field_max: TEMPLATE_LIMITS.choicesPerFieldMax,
  },
};

/** What the builder offers (field types, limits): the server's answer, the shared constants until then. */
export function useTemplateConfig(): TemplateConfig {
  const config = useQuery({ queryKey: templateKeys.config(), queryFn: templatesApi.config, staleTime: 5 * 60_000, meta: { handlesErrors: true } });
  return config.data ?? KNOWN_CONFIG;
}

/** Keeps a template's answer in the cache and has every list read again. */
function useKeepTemplate() {
  const queryClient = useQueryClient();
  return (template: Template) => {
    queryClient.setQueryData(templateKeys.template(template.id), template);
    void queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
  };
}

/** POST (no id) or PUT (carrying the `updated_at` it was read with): the builder shows 409 and 422 itself. */
export function useSaveTemplate() {
  const keep = useKeepTemplate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TemplateBody }) => (id === null ? await templatesApi.create(body) : await templatesApi.update(id, body)).template,
    meta: { handlesErrors: true },
    onSuccess: keep,
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await templatesApi.remove(id);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: templateKeys.template(id) });
      void queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
}

export function useDuplicateTemplate() {
  const keep = useKeepTemplate();
  return useMutation({ mutationFn: async (id: number) => (await templatesApi.duplicate(id)).template, onSuccess: keep });
}

/** Publishes, archives or restores; an event the state no longer allows (someone moved it since) is said by the caller. */
export function useTransitionTemplate() {
  const keep = useKeepTemplate();
  return useMutation({
    mutationFn: async ({ id, event }: { id: number; event: TemplateEvent }) => (await templatesApi.transition(id, event)).template,
    meta: { handlesErrors: true },
    onSuccess: keep,
  });
}
