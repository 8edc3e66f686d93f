import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { questionnaireAdminRoutes } from './questionnaire-admin.routes.js';
import { questionnaireApprovalRoutes } from './questionnaire-approval.routes.js';
import { questionnaireRespondentRoutes } from './questionnaire-respondent.routes.js';

/**
 * Questionnaires (spec §7): the respondent's, managers' and reviewers' calls. Each view reaches only its rows
 * (questionnaires.policy.ts) and answers 404 for any other questionnaire; every change of a questionnaire is made
 * under its row lock, with its history entry, and carries a new `updated_at`.
 */
export const questionnairesRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await questionnaireRespondentRoutes(app, deps);
  await questionnaireAdminRoutes(app, deps);
  await questionnaireApprovalRoutes(app, deps);
};
