import type { FastifyPluginAsync } from 'fastify';
import { questionnairesContract as calls } from '@platform/shared/questionnaires/questionnaires.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireActor } from '../../platform/http/request-context.js';
import { can } from '../../platform/permissions/access.js';
import { saveAnswers } from './questionnaire-answers.service.js';
import { addComment, listComments, removeComment, updateComment } from './questionnaire-comments.service.js';
import { listQuestionnaires } from './questionnaire-list.service.js';
import { questionnaireConfig, showQuestionnaire } from './questionnaire-show.service.js';
import { submitQuestionnaire } from './questionnaire-transition.service.js';
import { fieldVariation } from './questionnaire-variation.service.js';
import { questionnairesPolicy } from './questionnaires.policy.js';

/**
 * The respondent's calls (`questionnaires.answer`): only questionnaires they own or were given access to, any
 * other answering 404. Comments are open to whoever reads the questionnaire in some view (respondents, managers
 * and reviewers of its organisation).
 */
export const questionnaireRespondentRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const answer = can(questionnairesPolicy, 'answer');

  registerCall(app, calls.list, { access: answer }, async (request) => listQuestionnaires(db, requireActor(request), 'answer', request.query));

  registerCall(app, calls.show, { access: answer }, async (request) => showQuestionnaire(db, requireActor(request), request.params.id, 'answer'));

  registerCall(app, calls.config, { access: answer }, async (request) => questionnaireConfig(db, requireActor(request), request.params.id, 'answer'));

  registerCall(app, calls.save, { access: can(questionnairesPolicy, 'save') }, async (request) => ({
    questionnaire: await saveAnswers(db, requireActor(request), request.params.id, request.body),
  }));

  registerCall(app, calls.submit, { access: can(questionnairesPolicy, 'submit') }, async (request) => ({
    questionnaire: await submitQuestionnaire(db, requireActor(request), request.params.id),
  }));

  registerCall(app, calls.variation, { access: answer }, async (request) => fieldVariation(db, requireActor(request), request.params.id, 'answer', request.body.field_id));

  registerCall(app, calls.previousValue, { access: answer }, async (request) =>
    fieldVariation(db, requireActor(request), request.params.id, 'answer', request.body.field_id),
  );

  const comment = can(questionnairesPolicy, 'comment');

  registerCall(app, calls.comments, { access: comment }, async (request) => ({
    comments: await listComments(db, requireActor(request), request.params.id, request.params.questionId),
  }));

  registerCall(app, calls.addComment, { access: comment }, async (request) => ({
    comments: await addComment(db, requireActor(request), request.params.id, request.params.questionId, request.body.body),
  }));

  registerCall(app, calls.updateComment, { access: comment }, async (request) => {
    const { id, questionId, commentId } = request.params;
    return { comments: await updateComment(db, requireActor(request), id, questionId, commentId, request.body.body) };
  });

  registerCall(app, calls.removeComment, { access: comment }, async (request) => {
    const { id, questionId, commentId } = request.params;
    return { comments: await removeComment(db, requireActor(request), id, questionId, commentId) };
  });
};
