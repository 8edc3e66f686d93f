import { type CallContract, type CallInput, type HttpMethod, pathOf, type ResponseOf } from '@platform/shared/http/contract';
import { apiRequest } from './api-client';
import type { QueryValue } from './query-string';

/** A call named as `METHOD /path`, exactly as its contract declares it (a type error otherwise). */
export type CallName<C extends CallContract> = `${C['method']} ${C['path']}`;

type Args<C extends CallContract> = Record<string, never> extends CallInput<C>
  ? [input?: CallInput<C>, signal?: AbortSignal]
  : [input: CallInput<C>, signal?: AbortSignal];

/**
 * Calls the server through a shared contract, typed end to end: the caller
 * names the contract as a type (`callApi<typeof profileContract.update>`), so
 * its params, query, body and response are checked, while no schema is
 * bundled (the public pages' first bundle stays without zod). The name must be
 * the contract's own method and path, so the two sides cannot drift apart.
 */
export function callApi<C extends CallContract>(name: CallName<C>, ...[input, signal]: Args<C>): Promise<ResponseOf<C>> {
  const space = name.indexOf(' ');
  const method = name.slice(0, space) as HttpMethod;
  const path = pathOf({ path: name.slice(space + 1) as CallContract['path'] }, input?.params as Record<string, string> | undefined);
  return apiRequest<ResponseOf<C>>(method, path, {
    query: input?.query as Record<string, QueryValue> | undefined,
    body: input?.body,
    signal,
  });
}
