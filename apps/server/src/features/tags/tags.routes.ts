import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';

/** GET /tags and /tags/{id}. To be completed. */
export const tagsRoutes: FastifyPluginAsync<AppDeps> = async () => {};
