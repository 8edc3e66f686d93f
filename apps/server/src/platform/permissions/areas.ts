import type { Area } from '@platform/shared/access/areas';
import type { Actor } from '../auth/actor.js';
import { meetsAccess, type PolicyAccess } from './access.js';

/** Which policy action opens each area: each feature names the areas it owns (its module's `areas`). */
export type AreaRules = ReadonlyMap<Area, PolicyAccess>;

/** The rules of every feature; an area two features claim is an error of the feature list. */
export function collectAreaRules(features: readonly { name: string; areas?: Partial<Record<Area, PolicyAccess>> }[]): AreaRules {
  const rules = new Map<Area, PolicyAccess>();
  for (const feature of features) {
    for (const [area, access] of Object.entries(feature.areas ?? {}) as [Area, PolicyAccess][]) {
      if (rules.has(area)) throw new Error(`The area ${area} is claimed twice (again by ${feature.name})`);
      rules.set(area, access);
    }
  }
  return rules;
}

/** The areas the actor may open, in the order of the rules: the same policy actions their routes declare. */
export function openAreas(actor: Actor, rules: AreaRules): Area[] {
  return [...rules].filter(([, access]) => meetsAccess(actor, access)).map(([area]) => area);
}
