import type { FastifyPluginAsync } from 'fastify';
import { indicatorsContract } from '@platform/shared/indicators/indicators.contract';
import type { AppDeps } from '../../platform/http/app-deps.js';
import { registerCall } from '../../platform/http/register-call.js';

export const indicatorsRoutes: FastifyPluginAsync<AppDeps> = async (app, { indicatorList }) => {
  registerCall(app, indicatorsContract.list, { access: 'public' }, async () => indicatorList.get());
};
