import { STATUS_CODES } from 'node:http';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import type { ErrorEnvelope } from '@platform/shared/errors/error-codes';
import type { ApiTag, NamedCall } from '@platform/shared/http/contract';
import { operationOf } from './register-call.js';

/** The body of every error answer (DESIGN §6): the one schema the document's error answers share. */
const errorEnvelopeSchema = z.object({
  code: z.string().describe('What went wrong, for programs: NOT_FOUND, ACCESS_DENIED, INVALID_RECORD…'),
  feedback: z.string().describe('What went wrong, for people.'),
  details: z
    .record(z.string(), z.array(z.looseObject({ error: z.string() })))
    .optional()
    .describe("Each field's errors (`base` for the record as a whole): a code such as BLANK or INVALID, and its parameters."),
}) satisfies z.ZodType<ErrorEnvelope>;

const ERROR_SCHEMA_NAME = 'ApiError';
// zod writes OpenAPI 3.0's dialect of JSON Schema when asked to; its types only know JSON Schema's.
const errorEnvelopeJson = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers a call may give, derived from what it declares: 401 and 403 unless anyone may call
 * it, 403 also for the CSRF check of an unsafe method, 404 when its path names a record, 422 when it
 * takes parameters, a query or a body.
 */
function errorAnswersOf(call: NamedCall, config: RouteOptions['config']): Record<string, string> {
  const open = config?.access === 'public';
  const checksCsrf = UNSAFE_METHODS.has(call.method) && !config?.csrfExempt;
  const refusals = [
    ...(open ? [] : ['ACCESS_DENIED (or MANDATE_EXPIRED, CLIENT_LOCKED…): the caller may not make this call']),
    ...(checksCsrf ? ['INVALID_CSRF_TOKEN: the X-CSRF-Token header is missing or does not match the session'] : []),
  ];
  return {
    ...(open ? {} : { 401: 'SESSION_EXPIRED or PASSWORD_EXPIRED: the caller is not signed in, or must change their password.' }),
    ...(refusals.length > 0 ? { 403: `${refusals.join('; ')}.` } : {}),
    ...(call.params ? { 404: 'NOT_FOUND: no record matches the path, or the caller may not see it.' } : {}),
    ...(call.params || call.query || call.body
      ? { 422: 'INVALID_RECORD: the parameters, query or body are not valid; `details` gives the errors of each field.' }
      : {}),
  };
}

/**
 * OpenAPI 3.0 lets `null` through an `enum` only when the enum lists it, whatever `nullable` says, so a
 * nullable enum written from zod lists it (else its `default: null` would be outside the enum).
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(listNullInNullableEnums);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  Object.values(schema).forEach(listNullInNullableEnums);
}

/** The answers of a call: its success (with the contract's response schema, if the route has it) and its errors. */
function answersOf(call: NamedCall, route: RouteOptions, described: FastifySchema): Record<string, unknown> {
  const status = String(call.status ?? 200);
  const success = (described.response as Record<string, object> | undefined)?.[status];
  const error = { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } };
  return {
    // `type: 'null'`: @fastify/swagger writes an answer of that type without a body.
    [status]: { description: STATUS_CODES[status], ...(success ? { content: { 'application/json': { schema: success } } } : { type: 'null' }) },
    ...Object.fromEntries(Object.entries(errorAnswersOf(call, route.config)).map(([code, description]) => [code, { description, content: error }])),
  };
}

/**
 * What @fastify/swagger writes the API document with: each route registered from a contract becomes an
 * operation with its contract's schemas (as JSON Schema), name, feature, summary and the answers it may
 * give, its errors in the shared error envelope; the features become the document's tags. A route
 * declared by hand from a contract (a form post) is described the same way. Routes of no contract (pages,
 * files, the documentation itself) hide themselves.
 */
export function describeCalls(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  const tags = new Map<string, ApiTag>();
  return {
    transform(input) {
      const described = jsonSchemaTransform(input);
      const call = input.route.config?.contract;
      if (!call || described.schema.hide) return described;
      tags.set(call.tag.name, call.tag);
      const schema = { ...operationOf(call), ...described.schema, response: answersOf(call, input.route, described.schema) };
      listNullInNullableEnums(schema);
      return { ...described, schema };
    },
    transformObject(document) {
      if (!('openapiObject' in document)) return document.swaggerObject;
      // The app asks for OpenAPI 3.0.
      const openapiObject = document.openapiObject as Partial<OpenAPIV3.Document>;
      return {
        ...openapiObject,
        tags: [...tags.values()].map(({ name, description }) => ({ name, description })).sort((a, b) => a.name.localeCompare(b.name)),
        components: { ...openapiObject.components, schemas: { ...openapiObject.components?.schemas, [ERROR_SCHEMA_NAME]: errorEnvelopeJson } },
      };
    },
  };
}
