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
  /** The success status (200 unless said otherwise; 303 for a call a browser's form posts, answered by a redirect). */
  status?: 200 | 201 | 202 | 204 | 303;
  /** What the call does, in one short sentence: the OpenAPI operation's summary (required by `defineContract`). */
  summary?: string;
  /** What a caller should know beyond the summary (the operation's description). */
  description?: string;
}

/** Declares a call; `const` keeps its literal method and path in the type. Free of side effects, as `defineContract`. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

/** A feature as the OpenAPI document groups its calls: the tag of each of its operations. */
export interface ApiTag {
  /** The feature's name, as its folders are named (`users`, `data-collection`). */
  name: string;
  description: string;
}

/** A call of a feature's contract, as `defineContract` stamps it. */
export interface NamedCall extends CallContract {
  /**
   * `<feature>.<call>` (`users.list`): the operation's id in the OpenAPI document, unique and stable,
   * which generated clients name their methods after. Renaming a call renames it.
   */
  name: string;
  tag: ApiTag;
  summary: string;
}

/**
 * A feature's contract: its calls, each stamped with its name and its feature's tag (`description` says
 * what the feature's calls are about). Every call says what it does (`summary`). Marked free of side
 * effects, so a bundle that takes something else from a contract's module (the web takes constants from
 * some) leaves the contract and its schemas out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineContract<const Feature extends string, const Calls extends Record<string, CallContract & { summary: string }>>(
  feature: Feature,
  description: string,
  calls: Calls,
): { [Key in keyof Calls & string]: Calls[Key] & { name: `${Feature}.${Key}`; tag: ApiTag } } {
  const tag: ApiTag = { name: feature, description };
  return Object.fromEntries(Object.entries(calls).map(([key, call]) => [key, { ...call, name: `${feature}.${key}`, tag }])) as {
    [Key in keyof Calls & string]: Calls[Key] & { name: `${Feature}.${Key}`; tag: ApiTag };
  };
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
