import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once: the server registers its route from it, the
 * web calls through it, and the OpenAPI document shows it. `path` is relative
 * to the API base (/api), with `:name` parameters.
 */
export interface CallContract {
  method: HttpMethod;
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status (200 unless said otherwise). */
  status?: 200 | 201 | 202 | 204;
}

/** Declares a call; `const` keeps its literal method and path in the type. */
export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

type Infer<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;
type InferInput<S, Otherwise> = S extends z.ZodType ? z.input<S> : Otherwise;

/** What the server's handler receives and returns, after validation. */
export type ParamsOf<C extends CallContract> = Infer<C['params'], Record<string, never>>;
export type QueryOf<C extends CallContract> = Infer<C['query'], Record<string, never>>;
export type BodyOf<C extends CallContract> = Infer<C['body'], undefined>;
export type ResponseOf<C extends CallContract> = z.output<C['response']>;

/** What a caller sends: only the parts the call declares, required when declared. */
export type CallInput<C extends CallContract> = (C['params'] extends z.ZodType ? { params: InferInput<C['params'], never> } : { params?: never }) &
  (C['query'] extends z.ZodType ? { query?: InferInput<C['query'], never> } : { query?: never }) &
  (C['body'] extends z.ZodType ? { body: InferInput<C['body'], never> } : { body?: never });

/** The path of a call with its parameters filled in (each one URL-encoded). */
export function pathOf(call: Pick<CallContract, 'path'>, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${call.path}`);
    return encodeURIComponent(String(value));
  });
}
