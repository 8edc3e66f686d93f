import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { BodyOf, NamedCall, ParamsOf, QueryOf, ResponseOf } from '@platform/shared/http/contract';
import type { Access } from '../permissions/access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared contract the route was registered from (every API route has one; a test checks). */
    contract?: NamedCall;
  }
}

/** A route's declarations besides its contract: who may call it (required) and the other switches. */
export type CallConfig = Omit<FastifyContextConfig, 'contract' | 'access'> & { access: Access };

/** The request a call's handler gets: params, query and body already validated by the contract's schemas. */
export type CallRequest<C extends NamedCall> = FastifyRequest<{ Params: ParamsOf<C>; Querystring: QueryOf<C>; Body: BodyOf<C> }>;

export type CallHandler<C extends NamedCall> = (request: CallRequest<C>, reply: FastifyReply) => Promise<ResponseOf<C>>;

/**
 * Registers the route of one shared call: its method and path, its schemas
 * (validation, serialisation and the OpenAPI document), its success status,
 * its name, feature and summary in the document, and the access it declares.
 * The handler's types come from the contract, so the route cannot drift from
 * what the web sends and expects.
 */
export function registerCall<C extends NamedCall>(
  app: FastifyInstance,
  call: C,
  config: CallConfig,
  handler: CallHandler<C>,
  options: { compress?: false } = {},
): void {
  const status = call.status ?? 200;
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      ...operationOf(call),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { [status]: call.response },
    },
    config: { ...config, contract: call },
    ...options,
    handler: async (request, reply) => {
      const result = await handler(request as unknown as CallRequest<C>, reply);
      // A handler that answered itself (another success status, such as 202 while a file is being made, or a
      // redirect) returns the reply; awaited, a reply (a thenable) resolves once sent, so `sent` tells it apart.
      if (reply.sent) return reply;
      return reply.status(status).send(result);
    },
  });
}

/** How the API document names and describes the operation of a call. */
export function operationOf(call: NamedCall): Pick<FastifySchema, 'operationId' | 'tags' | 'summary' | 'description'> {
  return { operationId: call.name, tags: [call.tag.name], summary: call.summary, description: call.description ?? call.summary };
}
