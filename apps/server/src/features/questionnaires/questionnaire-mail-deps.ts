import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { publicOrigin } from '../../platform/http/public-origin.js';
import type { MailDeps } from './questionnaire-notify.service.js';

/** What a route mails respondents with: links at the configured public address, failures in the request's log. */
export const mailDepsOf = (deps: AppDeps, request: FastifyRequest): MailDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  log: request.log,
  origin: publicOrigin(deps.config, request),
});
