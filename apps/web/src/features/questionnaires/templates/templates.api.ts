import type { templatesContract as contract } from '@platform/shared/questionnaires/templates.contract';
import type { TemplateBody, TemplateEvent, TemplateState } from '@platform/shared/questionnaires/templates.schemas';
import { callApi } from '../../../app/api/call-api';

type C = typeof contract;

/** What the template list is asked for: a page, a search over either name, a state. */
export interface TemplateListQuery {
  page?: number;
  q?: string;
  state?: TemplateState;
}

/** The template calls (spec §7, Templates), typed by the shared contract. */
export const templatesApi = {
  list: (query: TemplateListQuery, signal?: AbortSignal) => callApi<C['list']>('GET /templates', { query }, signal),
  config: () => callApi<C['config']>('GET /templates/config'),
  show: (id: number) => callApi<C['show']>('GET /templates/:id', { params: { id } }),
  create: (body: TemplateBody) => callApi<C['create']>('POST /templates', { body }),
  update: (id: number, body: TemplateBody) => callApi<C['update']>('PUT /templates/:id', { params: { id }, body }),
  remove: (id: number) => callApi<C['remove']>('DELETE /templates/:id', { params: { id } }),
  duplicate: (id: number) => callApi<C['duplicate']>('PUT /templates/:id/duplicate', { params: { id } }),
  transition: (id: number, event: TemplateEvent) => callApi<C['transition']>('PUT /templates/:id/transition', { params: { id }, body: { event } }),
};

/** Query keys: a save, copy, transition or deletion refreshes the lists and the template. */
export const templateKeys = {
  all: ['questionnaireTemplates'] as const,
  lists: () => ['questionnaireTemplates', 'list'] as const,
  list: (page: number, q: string, state: TemplateState | null) => ['questionnaireTemplates', 'list', page, q, state] as const,
  template: (id: number) => ['questionnaireTemplates', 'template', id] as const,
  config: () => ['questionnaireTemplates', 'config'] as const,
};
