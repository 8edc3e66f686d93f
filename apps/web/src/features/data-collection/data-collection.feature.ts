import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const APPROVERS = ['inputs.preapprove', 'inputs.approve'] as const;

/** Data collection: subjects, their inputs (a form, a grid, past periods), their configuration, and approval. */
export const dataCollectionFeature: BackOfficeWebFeature = {
  name: 'data-collection',
  adminRoutes: [
    { path: 'admin/subjects', handle: { needs: 'subjects.read' } satisfies AdminRouteHandle, lazy: page(() => import('./entry/SubjectsPage'), 'SubjectsPage') },
    { path: 'admin/subjects/:key', handle: { needs: 'subjects.read' } satisfies AdminRouteHandle, lazy: page(() => import('./entry/SubjectPage'), 'SubjectPage') },
    {
      path: 'admin/subjects/:key/inputs/new',
      handle: { needs: 'inputs.write' } satisfies AdminRouteHandle,
      lazy: page(() => import('./entry/NewInputChooserPage'), 'NewInputChooserPage'),
    },
    {
      path: 'admin/subjects/:key/inputs/new/single',
      handle: { needs: 'inputs.write' } satisfies AdminRouteHandle,
      lazy: page(() => import('./entry/NewInputPage'), 'NewInputPage'),
    },
    {
      path: 'admin/subjects/:key/inputs/new/grid',
      handle: { needs: 'inputs.write' } satisfies AdminRouteHandle,
      lazy: page(() => import('./grid/InputGridPage'), 'InputGridPage'),
    },
    {
      path: 'admin/subjects/:key/inputs/:id',
      handle: { needs: 'subjects.read' } satisfies AdminRouteHandle,
      lazy: page(() => import('./entry/InputPage'), 'InputPage'),
    },
    {
      path: 'admin/subjects/:key/historical_data',
      handle: { needs: 'subjects.read' } satisfies AdminRouteHandle,
      lazy: page(() => import('./grid/HistoricalDataPage'), 'HistoricalDataPage'),
    },
    {
      path: 'admin/subjects/:key/configuration',
      handle: { needs: 'subjects.configure' } satisfies AdminRouteHandle,
      lazy: page(() => import('./configuration/SubjectConfigurationPage'), 'SubjectConfigurationPage'),
    },
    { path: 'admin/approval', handle: { needs: APPROVERS } satisfies AdminRouteHandle, lazy: page(() => import('./approval/ApprovalPage'), 'ApprovalPage') },
    {
      path: 'admin/approval/:key',
      handle: { needs: APPROVERS } satisfies AdminRouteHandle,
      lazy: page(() => import('./approval/SubjectApprovalPage'), 'SubjectApprovalPage'),
    },
  ],
  nav: [
    { to: '/admin/subjects', label: 'dataEntry.nav.subjects', needs: 'subjects.read' },
    { to: '/admin/approval', label: 'approval.nav.approval', preapproverLabel: 'approval.nav.preapproval', needs: APPROVERS },
  ],
};
