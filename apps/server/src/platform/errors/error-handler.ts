import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@platform/shared/errors/error-codes';
import { AppError } from './app-error.js';
import { detailsFromIssues } from '@platform/shared/errors/zod-details';

/**
 * Every failure leaves as the spec's envelope. Validation → 422 INVALID_RECORD
 * with per-field details; our own AppErrors keep their code; anything else is
 * logged with the request id and answered as a bare 500 (never a stack trace).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorEnvelope = { code: error.code, feedback: error.feedback };
      if (error.details) body.details = error.details;
      return reply.status(error.status).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((item) => ({
        code: item.keyword,
        path: item.instancePath.split('/').filter(Boolean),
        params: item.params as Record<string, unknown>,
        message: item.message,
      }));
      const body: ErrorEnvelope = {
        code: 'INVALID_RECORD',
        feedback: 'Please fix the errors.',
        details: detailsFromIssues(issues),
      };
      return reply.status(422).send(body);
    }
    if (isDatabaseInputError(error)) {
      // Validation lets nothing of the kind through; one that reaches the database is still the request's fault.
      request.log.warn({ err: error, requestId: request.id }, 'input refused by the database');
      const body: ErrorEnvelope = { code: 'INVALID_RECORD', feedback: 'Please fix the errors.', details: { base: [{ error: 'INVALID' }] } };
      return reply.status(422).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', feedback: 'The request is too large.' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type and the like: the client's fault, said plainly.
      const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY_ATTEMPTS' : 'BAD_REQUEST';
      return reply.status(status).send({ code, feedback: status === 404 ? 'Not found' : error.message });
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', feedback: `Internal error (request ${request.id})` });
  });
}

/**
 * A request the framework refuses before routing (a URL that cannot be decoded): a plain 400 in the
 * usual envelope that echoes nothing of the request, with the same security headers as every answer.
 */
export function answerMalformedRequest(request: FastifyRequest, reply: FastifyReply, securityHeaders: Record<string, string>): void {
  void reply
    .status(400)
    .headers(securityHeaders)
    .header('x-request-id', request.id)
    .send({ code: 'BAD_REQUEST', feedback: 'The address of the request is not valid.' });
}

/**
 * PostgreSQL's data errors that only a request's values cause: an escape JSON may hold but its text
 * cannot (22P05: \u0000, a lone surrogate), bytes that are not UTF-8 (22021: a NUL byte in text), a
 * number out of its column's range (22003), text that is not a value of the column's type (22P02,
 * malformed JSON included). The driver's error may be wrapped (the query builder's), so its causes are
 * read too.
 */
const DATABASE_INPUT_ERRORS = new Set(['22P05', '22021', '22003', '22P02']);

export function isDatabaseInputError(error: unknown): boolean {
  let current: unknown = error;
  for (let level = 0; level < 5 && current && typeof current === 'object'; level++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_INPUT_ERRORS.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
