import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';

/** Questionnaires (spec §7): the respondent's, managers' and reviewers' calls. */
export const questionnairesRoutes: FastifyPluginAsync<AppDeps> = async () => {};
