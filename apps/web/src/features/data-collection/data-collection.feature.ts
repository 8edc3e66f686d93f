import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const APPROVERS = 'approval' as const;

/** Data collection: subjects, their inputs (a form, a grid, past periods), their configuration, and approval. */
export const dataCollectionFeature: BackOfficeWebFeature = {
  name: 'data-collection',
  adminRoutes: [
    { path: 'admin/subjects', handle: { area: 'subjects' } satisfies AdminRouteHandle, lazy: page(() => import('./entry/SubjectsPage'), 'SubjectsPage') },
    { path: 'admin/subjects/:key', handle: { area: 'subjects' } satisfies AdminRouteHandle, lazy: page(() => import('./entry/SubjectPage'), 'SubjectPage') },
    {
      path: 'admin/subjects/:key/inputs/new',
      handle: { area: 'dataEntry' } satisfies AdminRouteHandle,
      lazy: page(() => import('./entry/NewInputChooserPage'), 'NewInputChooserPage'),
    },
    {
      path: 'admin/subjects/:key/inputs/new/single',
      handle: { area: 'dataEntry' } satisfies AdminRouteHandle,
      lazy: page(() => import('./entry/NewInputPage'), 'NewInputPage'),
    },
    {
      path: 'admin/subjects/:key/inputs/new/grid',
      handle: { area: 'dataEntry' } satisfies AdminRouteHandle,
      lazy: page(() => import('./grid/InputGridPage'), 'InputGridPage'),
    },
    {
      path: 'admin/subjects/:key/inputs/:id',
      handle: { area: 'subjects' } satisfies AdminRouteHandle,
      lazy: page(() => import('./entry/InputPage'), 'InputPage'),
    },
    {
      path: 'admin/subjects/:key/historical_data',
      handle: { area: 'subjects' } satisfies AdminRouteHandle,
      lazy: page(() => import('./grid/HistoricalDataPage'), 'HistoricalDataPage'),
    },
    {
      path: 'admin/subjects/:key/configuration',
      handle: { area: 'subjectConfiguration' } satisfies AdminRouteHandle,
      lazy: page(() => import('./configuration/SubjectConfigurationPage'), 'SubjectConfigurationPage'),
    },
    { path: 'admin/approval', handle: { area: APPROVERS } satisfies AdminRouteHandle, lazy: page(() => import('./approval/ApprovalPage'), 'ApprovalPage') },
    {
      path: 'admin/approval/:key',
      handle: { area: APPROVERS } satisfies AdminRouteHandle,
      lazy: page(() => import('./approval/SubjectApprovalPage'), 'SubjectApprovalPage'),
    },
  ],
  nav: [
    { to: '/admin/subjects', label: 'dataEntry.nav.subjects', area: 'subjects' },
    { to: '/admin/approval', label: 'approval.nav.approval', preapproverLabel: 'approval.nav.preapproval', area: APPROVERS },
  ],
};
