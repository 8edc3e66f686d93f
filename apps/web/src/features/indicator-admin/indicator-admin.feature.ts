import { lazyPage as page, type AdminRouteHandle, type BackOfficeWebFeature } from '../../app/web-feature';

const INDICATORS = { area: 'indicatorAdmin' } satisfies AdminRouteHandle;
const ANNOTATIONS = { area: 'annotations' } satisfies AdminRouteHandle;

/** The back-office's indicator screens: the list, an indicator's definition (with its files), methodology and annotations. */
export const indicatorAdminFeature: BackOfficeWebFeature = {
  name: 'indicator-admin',
  adminRoutes: [
    { path: 'admin/indicators', handle: INDICATORS, lazy: page(() => import('./list/IndicatorListPage'), 'IndicatorListPage') },
    { path: 'admin/indicators/:key', handle: INDICATORS, lazy: page(() => import('./definition/IndicatorDefinitionPage'), 'IndicatorDefinitionPage') },
    { path: 'admin/indicators/:key/methodology', handle: INDICATORS, lazy: page(() => import('./methodology/MethodologyPage'), 'MethodologyPage') },
    { path: 'admin/indicators/:key/annotations', handle: ANNOTATIONS, lazy: page(() => import('./annotations/AnnotationsPage'), 'AnnotationsPage') },
    { path: 'admin/indicators/:key/annotations/new', handle: ANNOTATIONS, lazy: page(() => import('./annotations/AnnotationFormPage'), 'NewAnnotationPage') },
    { path: 'admin/indicators/:key/annotations/:id', handle: ANNOTATIONS, lazy: page(() => import('./annotations/AnnotationFormPage'), 'EditAnnotationPage') },
    {
      path: 'admin/indicators/:key/annotations/:id/duplicate',
      handle: ANNOTATIONS,
      lazy: page(() => import('./annotations/AnnotationFormPage'), 'DuplicateAnnotationPage'),
    },
  ],
  nav: [{ to: '/admin/indicators', label: 'indicatorAdmin.nav.indicators', area: 'indicatorAdmin' }],
};
