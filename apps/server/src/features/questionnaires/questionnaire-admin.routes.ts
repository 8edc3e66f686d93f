import type { FastifyPluginAsync } from 'fastify';
import { questionnairesContract as calls } from '@platform/shared/questionnaires/questionnaires.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { deleteQuestionnaire, questionnaireUsers, setAccess } from './questionnaire-access.service.js';
import { createQuestionnaire } from './questionnaire-create.service.js';
import { listByTemplate, listQuestionnaires } from './questionnaire-list.service.js';
import { mailDepsOf } from './questionnaire-mail-deps.js';
import { mailRespondents } from './questionnaire-notify.service.js';
import { presentAreaConfig } from './questionnaire-presenter.js';
import { questionnaireConfig, showQuestionnaire } from './questionnaire-show.service.js';
import { requestChanges, transitionQuestionnaire } from './questionnaire-transition.service.js';
import { fieldVariation } from './questionnaire-variation.service.js';
import { questionnairesPolicy } from './questionnaires.policy.js';

/**
 * The managers' calls (`questionnaires.manage`): send, follow, share and delete the questionnaires of the
 * organisations they act for (any other answers 404). Approving and reopening also need the reviewer's right.
 * Respondents are mailed when a questionnaire is sent to them, when they are given access, when changes are
 * requested and when it is approved.
 */
export const questionnaireAdminRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const manage = can(questionnairesPolicy, 'manage');

  registerCall(app, calls.adminCreate, { access: manage }, async (request) => {
    const actor = requireActor(request);
    const questionnaire = await createQuestionnaire(db, actor, request.body);
    await mailRespondents(mailDepsOf(deps, request), actor.client.id, questionnaire.id, 'sent');
    return { questionnaire };
  });

  registerCall(app, calls.adminList, { access: manage }, async (request) => listQuestionnaires(db, requireActor(request), 'manage', request.query));

  registerCall(app, calls.adminConfig, { access: manage }, async () => presentAreaConfig());

  registerCall(app, calls.adminByTemplate, { access: manage }, async (request) =>
    listByTemplate(db, requireActor(request), request.params.template_id, request.query),
  );

  registerCall(app, calls.adminShow, { access: manage }, async (request) => showQuestionnaire(db, requireActor(request), request.params.id, 'manage'));

  registerCall(app, calls.adminRemove, { access: can(questionnairesPolicy, 'delete') }, async (request) => {
    await deleteQuestionnaire(db, requireActor(request), request.params.id);
    return null;
  });

  registerCall(app, calls.adminQuestionnaireConfig, { access: manage }, async (request) =>
    questionnaireConfig(db, requireActor(request), request.params.id, 'manage'),
  );

  registerCall(app, calls.adminRequestChanges, { access: manage }, async (request) => {
    const actor = requireActor(request);
    const questionnaire = await requestChanges(db, actor, request.params.id, 'manage', request.body);
    await mailRespondents(mailDepsOf(deps, request), actor.client.id, questionnaire.id, 'changesRequested', { comment: request.body.comment });
    return { questionnaire };
  });

  registerCall(app, calls.adminTransition, { access: manage }, async (request) => {
    const actor = requireActor(request);
    const questionnaire = await transitionQuestionnaire(db, actor, request.params.id, 'manage', request.body.event);
    if (questionnaire.state === 'approved') await mailRespondents(mailDepsOf(deps, request), actor.client.id, questionnaire.id, 'approved');
    return { questionnaire };
  });

  registerCall(app, calls.adminVariation, { access: manage }, async (request) => fieldVariation(db, requireActor(request), request.params.id, 'manage', request.body.field_id));

  registerCall(app, calls.adminPreviousValue, { access: manage }, async (request) =>
    fieldVariation(db, requireActor(request), request.params.id, 'manage', request.body.field_id),
  );

  registerCall(app, calls.adminAccess, { access: can(questionnairesPolicy, 'manage_access') }, async (request) => {
    const actor = requireActor(request);
    const { users, added } = await setAccess(db, actor, request.params.id, request.body.user_ids);
    if (added.length > 0) await mailRespondents(mailDepsOf(deps, request), actor.client.id, request.params.id, 'sent', { only: added });
    return users;
  });

  registerCall(app, calls.adminUsers, { access: manage }, async (request) => questionnaireUsers(db, requireActor(request), request.params.id));
};
