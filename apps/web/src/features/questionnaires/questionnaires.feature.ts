import { lazyPage as page, type BackOfficeWebFeature } from '../../app/web-feature';
import { ANSWER_AREA, APPROVAL_AREA, MANAGE_AREA, TEMPLATES_AREA } from './questionnaires-area';

const RESPONDENTS = { area: ANSWER_AREA };
const BUILDERS = { area: TEMPLATES_AREA };
const MANAGERS = { area: MANAGE_AREA };
const REVIEWERS = { area: APPROVAL_AREA };

/**
 * Questionnaires: answering one's own (list, answer screen), building templates, sending and following
 * questionnaires, reviewing submitted ones. The same paths as spec §2; a respondent's questionnaire is `/:id`.
 */
export const questionnairesFeature: BackOfficeWebFeature = {
  name: 'questionnaires',
  adminRoutes: [
    { path: 'admin/questionnaires', handle: RESPONDENTS, lazy: page(() => import('./answer/MyQuestionnairesPage'), 'MyQuestionnairesPage') },
    { path: 'admin/questionnaires/templates', handle: BUILDERS, lazy: page(() => import('./templates/TemplateListPage'), 'TemplateListPage') },
    { path: 'admin/questionnaires/templates/new', handle: BUILDERS, lazy: page(() => import('./templates/TemplateBuilderPage'), 'NewTemplatePage') },
    { path: 'admin/questionnaires/templates/:id', handle: BUILDERS, lazy: page(() => import('./templates/TemplateBuilderPage'), 'EditTemplatePage') },
    { path: 'admin/questionnaires/manage', handle: MANAGERS, lazy: page(() => import('./manage/ManageQuestionnairesPage'), 'ManageQuestionnairesPage') },
    { path: 'admin/questionnaires/manage/new', handle: MANAGERS, lazy: page(() => import('./manage/SendQuestionnairePage'), 'SendQuestionnairePage') },
    {
      path: 'admin/questionnaires/manage/templates/:id',
      handle: MANAGERS,
      lazy: page(() => import('./manage/TemplateQuestionnairesPage'), 'TemplateQuestionnairesPage'),
    },
    {
      path: 'admin/questionnaires/manage/questionnaires/:id',
      handle: MANAGERS,
      lazy: page(() => import('./manage/ManagedQuestionnairePage'), 'ManagedQuestionnairePage'),
    },
    { path: 'admin/questionnaires/approval', handle: REVIEWERS, lazy: page(() => import('./approval/ReviewListPage'), 'ReviewListPage') },
    {
      path: 'admin/questionnaires/approval/questionnaires/:id',
      handle: REVIEWERS,
      lazy: page(() => import('./approval/ReviewQuestionnairePage'), 'ReviewQuestionnairePage'),
    },
    { path: 'admin/questionnaires/:id', handle: RESPONDENTS, lazy: page(() => import('./answer/AnswerQuestionnairePage'), 'AnswerQuestionnairePage') },
  ],
  nav: [
    { to: '/admin/questionnaires', label: 'questionnaires.nav', area: ANSWER_AREA },
    { to: '/admin/questionnaires/approval', label: 'questionnaires.nav.approval', preapproverLabel: 'questionnaires.nav.preapproval', area: APPROVAL_AREA },
    { to: '/admin/questionnaires/manage', label: 'questionnaires.nav.manage', area: MANAGE_AREA },
    { to: '/admin/questionnaires/templates', label: 'questionnaireTemplates.nav', area: TEMPLATES_AREA },
  ],
};
