import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';

/** Templates (spec §7, Templates). */
export const templatesRoutes: FastifyPluginAsync<AppDeps> = async () => {};
