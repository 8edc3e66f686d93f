import { ALL_PERMISSION_KEYS, type PermissionKey } from '@platform/shared/permissions/permission-catalogue';
import { ACTORS, singleRightName, type CallerName } from './actors.js';
import type { Fixture, Throwaway } from './matrix-fixture.js';
import type { Outcome, Passes } from './outcomes.js';

/** What a probe's parameters and body may name: the fixture's records, and the throwaway made for the caller. */
export type ProbeValues = Fixture & { throwaway: string | number };

/**
 * How a row calls its route, the same way for every caller. Each call is built to change nothing another
 * row relies on: a body that fails validation once the rules let the caller through, a harmless missing
 * id, a dry run, or a throwaway record made for that caller.
 */
export interface Probe {
  /** The route's parameters: literal values, or `$name` for a fixture record (`$throwaway`: the caller's throwaway). */
  params?: Record<string, string | number>;
  query?: string;
  body?: object | ((values: ProbeValues) => object);
  /** A small PNG as the multipart upload the back-office sends (field `upload`), or the given file in the given field. */
  upload?: true | { field: string; filename: string; data: Buffer };
  /** What the caller gets once the rules let them through (see Outcome); a 2xx unless said. */
  passes?: Passes;
  /** Made for each caller before their call. */
  throwaway?: Throwaway;
  /** The call ends or switches the session it is sent in: each caller sends it in a session of its own. */
  freshSession?: true;
}

export interface Row {
  /** `METHOD /path/:param`, exactly as registered. */
  route: string;
  expected: Record<CallerName, Outcome>;
  probe: Probe;
}

/** One outcome per caller, a tuple as long as ACTORS. */
type OnePer<T extends readonly unknown[], V> = { readonly [K in keyof T]: V };
type Columns = OnePer<typeof ACTORS, Outcome>;

/** What the single-right callers whose outcome is not the private reader's get, by the one key they hold. */
export type SingleRights = Partial<Record<PermissionKey, Outcome>>;

/**
 * One route: what each caller gets, in the column order of ACTORS, and how it is called. A caller
 * holding one permission key gets what `rights` says for that key, and otherwise what the
 * private-audience reader (signed in, no role) gets: a key the route's rules do not look at changes nothing.
 */
export function row(route: string, columns: Columns, probe: Probe = {}, rights: SingleRights = {}): Row {
  const expected = Object.fromEntries(ACTORS.map((name, index) => [name, columns[index]])) as Record<CallerName, Outcome>;
  for (const key of ALL_PERMISSION_KEYS) expected[singleRightName(key)] = rights[key] ?? expected.privateReader;
  return { route: route.replace(/\s+/g, ' '), expected, probe };
}
