import type { Actor } from '../../platform/auth/actor.js';
import type { ClientRow } from '../../platform/tenancy/current-client.js';

/** Who is reading: the client of the site, and the signed-in actor (null for a visitor). */
export interface Viewer {
  client: ClientRow;
  actor: Actor | null;
}
