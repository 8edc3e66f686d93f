import { ACTORS, type ActorName } from './actors.js';
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
  /** A small PNG as the multipart upload the back-office sends. */
  upload?: true;
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
  expected: Record<ActorName, Outcome>;
  probe: Probe;
}

/** One outcome per caller, a tuple as long as ACTORS. */
type OnePer<T extends readonly unknown[], V> = { readonly [K in keyof T]: V };
type Columns = OnePer<typeof ACTORS, Outcome>;

/** One route: what each caller gets, in the column order of ACTORS, and how it is called. */
export function row(route: string, columns: Columns, probe: Probe = {}): Row {
  return { route: route.replace(/\s+/g, ' '), expected: Object.fromEntries(ACTORS.map((name, index) => [name, columns[index]])) as Record<ActorName, Outcome>, probe };
}
