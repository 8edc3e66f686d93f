import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indicatorListItemSchema } from '@platform/shared/indicators/indicator-list.schemas';
import type { AppDeps } from '../../platform/http/app-deps.js';

export const indicatorsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { indicatorList }) => {
  app.get(
    '/services/indicators',
    { config: { access: 'public' }, schema: { response: { 200: z.array(indicatorListItemSchema) } } },
    async () => indicatorList.get(),
  );
};
