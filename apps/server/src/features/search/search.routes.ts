import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/http/app-deps.js';

/** GET /search. To be completed. */
export const searchRoutes: FastifyPluginAsync<AppDeps> = async () => {};
