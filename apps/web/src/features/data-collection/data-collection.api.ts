import type { dataCollectionContract as contract } from '@platform/shared/data-collection/data-collection.contract';
import type { CallInput } from '@platform/shared/http/contract';
import { callApi } from '../../app/api/call-api';

type C = typeof contract;

/** The data-collection calls (spec §7, Subjects and inputs), typed by the shared contract. */
export const dataCollectionApi = {
  subjects: () => callApi<C['subjects']>('GET /services/data_cluster/subjects'),
  approvalSubjects: () => callApi<C['approvalSubjects']>('GET /services/data_cluster/subjects/approval'),
  lastEntries: () => callApi<C['lastEntries']>('GET /services/data_cluster/subjects_last_entries'),
  sections: () => callApi<C['sections']>('GET /services/data_cluster/sections'),
  subject: (key: string) => callApi<C['subject']>('GET /services/data_cluster/subjects/:key', { params: { key } }),
  configureSubject: (key: string, body: CallInput<C['configureSubject']>['body']) =>
    callApi<C['configureSubject']>('PUT /services/data_cluster/subjects/:key', { params: { key }, body }),
  inputs: (key: string, query: CallInput<C['inputs']>['query'] = {}) =>
    callApi<C['inputs']>('GET /services/data_cluster/subjects/:key/inputs', { params: { key }, query }),
  subjectApproval: (key: string, query: CallInput<C['subjectApproval']>['query'] = {}) =>
    callApi<C['subjectApproval']>('GET /services/data_cluster/subjects/:key/approval', { params: { key }, query }),
  createInput: (key: string, body: CallInput<C['createInput']>['body']) =>
    callApi<C['createInput']>('POST /services/data_cluster/subjects/:key/inputs', { params: { key }, body }),
  deleteInputs: (key: string, ids: number[]) => callApi<C['deleteInputs']>('DELETE /services/data_cluster/subjects/:key/inputs', { params: { key }, body: { ids } }),
  approveInputs: (key: string, body: CallInput<C['approveInputs']>['body']) =>
    callApi<C['approveInputs']>('PUT /services/data_cluster/subjects/:key/inputs/approve', { params: { key }, body }),
  refuseInputs: (key: string, body: CallInput<C['refuseInputs']>['body']) =>
    callApi<C['refuseInputs']>('PUT /services/data_cluster/subjects/:key/inputs/refuse', { params: { key }, body }),
  input: (key: string, id: number) => callApi<C['input']>('GET /services/data_cluster/subjects/:key/inputs/:id', { params: { key, id } }),
  updateInput: (key: string, id: number, body: CallInput<C['updateInput']>['body']) =>
    callApi<C['updateInput']>('PUT /services/data_cluster/subjects/:key/inputs/:id', { params: { key, id }, body }),
};

/** Query keys, so a change to a subject's inputs refreshes every list that shows them. */
export const dataCollectionKeys = {
  all: ['data-collection'] as const,
  subjects: () => ['data-collection', 'subjects'] as const,
  sections: () => ['data-collection', 'sections'] as const,
  subject: (key: string) => ['data-collection', 'subject', key] as const,
  inputs: (key: string) => ['data-collection', 'subject', key, 'inputs'] as const,
  input: (key: string, id: number) => ['data-collection', 'subject', key, 'inputs', id] as const,
  approval: () => ['data-collection', 'approval'] as const,
};
