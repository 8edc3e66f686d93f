import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { can } from '../../platform/permissions/access.js';
import { questionnairesPolicy } from './questionnaires.policy.js';
import { questionnairesRoutes } from './questionnaires.routes.js';
import { seedDemo } from './questionnaires.seed.js';
import { templatesPolicy } from './templates.policy.js';
import { templatesRoutes } from './templates.routes.js';

/**
 * Questionnaires: versioned templates of dynamic-form questions, questionnaires sent from them to member
 * organisations for a period, answered with comments per question, reviewed with request-changes and approval.
 */
export const questionnairesModule: FeatureModule = {
  name: 'questionnaires',
  areas: {
    questionnaires: can(questionnairesPolicy, 'answer'),
    questionnaireTemplates: can(templatesPolicy, 'list'),
    questionnaireManagement: can(questionnairesPolicy, 'manage'),
    questionnaireApproval: can(questionnairesPolicy, 'review'),
  },
  routes: async (app, deps) => {
    await templatesRoutes(app, deps);
    await questionnairesRoutes(app, deps);
  },
  seedDemo,
};
