import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../platform/http/app-deps.js';

export const configVersionRoutes: FastifyPluginAsync<AppDeps> = async () => {};
