import type { FastifyPluginAsync } from 'fastify';
import { questionnairesContract as calls } from '@platform/shared/questionnaires/questionnaires.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { listQuestionnaires } from './questionnaire-list.service.js';
import { mailDepsOf } from './questionnaire-mail-deps.js';
import { mailRespondents } from './questionnaire-notify.service.js';
import { presentAreaConfig } from './questionnaire-presenter.js';
import { showQuestionnaire } from './questionnaire-show.service.js';
import { requestChanges, transitionQuestionnaire } from './questionnaire-transition.service.js';
import { fieldVariation } from './questionnaire-variation.service.js';
import { questionnairesPolicy } from './questionnaires.policy.js';

/**
 * The reviewers' calls (`questionnaires.approve`): the questionnaires of the organisations they act for (any other
 * answers 404), what awaits them first; request changes, approve (four eyes: not one whose answers they last
 * changed) and reopen. Respondents are mailed when changes are requested and when it is approved.
 */
export const questionnaireApprovalRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const review = can(questionnairesPolicy, 'review');

  registerCall(app, calls.approvalList, { access: review }, async (request) => listQuestionnaires(db, requireActor(request), 'review', request.query));

  registerCall(app, calls.approvalConfig, { access: review }, async () => presentAreaConfig());

  registerCall(app, calls.approvalShow, { access: review }, async (request) => showQuestionnaire(db, requireActor(request), request.params.id, 'review'));

  registerCall(app, calls.approvalRequestChanges, { access: review }, async (request) => {
    const actor = requireActor(request);
    const questionnaire = await requestChanges(db, actor, request.params.id, 'review', request.body);
    await mailRespondents(mailDepsOf(deps, request), actor.client.id, questionnaire.id, 'changesRequested', { comment: request.body.comment });
    return { questionnaire };
  });

  registerCall(app, calls.approvalTransition, { access: review }, async (request) => {
    const actor = requireActor(request);
    const questionnaire = await transitionQuestionnaire(db, actor, request.params.id, 'review', request.body.event);
    if (questionnaire.state === 'approved') await mailRespondents(mailDepsOf(deps, request), actor.client.id, questionnaire.id, 'approved');
    return { questionnaire };
  });

  registerCall(app, calls.approvalVariation, { access: review }, async (request) =>
    fieldVariation(db, requireActor(request), request.params.id, 'review', request.body.field_id),
  );

  registerCall(app, calls.approvalPreviousValue, { access: review }, async (request) =>
    fieldVariation(db, requireActor(request), request.params.id, 'review', request.body.field_id),
  );
};
