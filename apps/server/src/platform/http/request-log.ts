import type { FastifyRequest } from 'fastify';
import { redactQuery } from './redact-query.js';

/**
 * What the request log writes of a request: Fastify's usual fields, with every query value redacted. Password
 * links carry their one-time token in the query (`/profile/password?token=…`): no log line may hold one.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
