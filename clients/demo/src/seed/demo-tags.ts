import type { TagSeed } from '@platform/shared/clients/client-seed';

/** The dimension every demo subject is entered for: member organisations, then their smelters. */
export const ORGANISATION_DIMENSION = 'organisation';

/** The member organisations (the site's footer shows the first two producers and the mining group). */
export const ORGANISATIONS = {
  boreal: 'boreal',
  laurentide: 'laurentide',
  saintLaurent: 'saint_laurent',
  mineraisNordiques: 'minerais_nordiques',
} as const;

/** A producer's smelter. */
export interface DemoSite {
  key: string;
  organisation: string;
  name: { en: string; fr: string };
  /** The last year the smelter produced; absent while it runs. */
  closedAfter?: number;
}

const site = (organisation: string, slug: string, town: string, frName: string, closedAfter?: number): DemoSite => ({
  key: `${organisation}_${slug}`,
  organisation,
  name: { en: `${town} smelter`, fr: frName },
  ...(closedAfter === undefined ? {} : { closedAfter }),
});

/**
 * Ten smelters in 2017, nine from 2018 (spec §9): Shawinigan, the last with older-technology
 * potlines, closed at the end of 2017. It belongs to the producer without a demo contributor, so no
 * contributor is asked for data about a site that no longer runs.
 */
export const DEMO_SITES: readonly DemoSite[] = [
  site(ORGANISATIONS.boreal, 'alma', 'Alma', 'Aluminerie d’Alma'),
  site(ORGANISATIONS.boreal, 'jonquiere', 'Jonquière', 'Aluminerie de Jonquière'),
  site(ORGANISATIONS.boreal, 'la_baie', 'La Baie', 'Aluminerie de La Baie'),
  site(ORGANISATIONS.boreal, 'laterriere', 'Laterrière', 'Aluminerie de Laterrière'),
  site(ORGANISATIONS.laurentide, 'becancour', 'Bécancour', 'Aluminerie de Bécancour'),
  site(ORGANISATIONS.laurentide, 'deschambault', 'Deschambault', 'Aluminerie de Deschambault'),
  site(ORGANISATIONS.laurentide, 'trois_rivieres', 'Trois-Rivières', 'Aluminerie de Trois-Rivières'),
  site(ORGANISATIONS.saintLaurent, 'baie_comeau', 'Baie-Comeau', 'Aluminerie de Baie-Comeau'),
  site(ORGANISATIONS.saintLaurent, 'sept_iles', 'Sept-Îles', 'Aluminerie de Sept-Îles'),
  site(ORGANISATIONS.saintLaurent, 'shawinigan', 'Shawinigan', 'Aluminerie de Shawinigan', 2017),
];

/** The smelters producing in a year. */
export function sitesRunningIn(year: number): DemoSite[] {
  return DEMO_SITES.filter((candidate) => candidate.closedAfter === undefined || year <= candidate.closedAfter);
}

const ORGANISATION_NAMES: Record<string, { en: string; fr: string }> = {
  [ORGANISATIONS.boreal]: { en: 'Boréal Aluminium', fr: 'Boréal Aluminium' },
  [ORGANISATIONS.laurentide]: { en: 'Laurentide Metals', fr: 'Laurentide Metals' },
  [ORGANISATIONS.saintLaurent]: { en: 'St. Lawrence Aluminium', fr: 'Aluminium Saint-Laurent' },
  [ORGANISATIONS.mineraisNordiques]: { en: 'Minerais Nordiques', fr: 'Minerais Nordiques' },
};

/** Three producers and a mining group (spec §9); the mining group runs no smelter. */
export const PRODUCERS: readonly string[] = [ORGANISATIONS.boreal, ORGANISATIONS.laurentide, ORGANISATIONS.saintLaurent];
export const MEMBER_ORGANISATIONS: readonly string[] = [...PRODUCERS, ORGANISATIONS.mineraisNordiques];

export const demoTags: TagSeed[] = [
  {
    key: ORGANISATION_DIMENSION,
    name: { en: 'Organisations', fr: 'Organisations' },
    children: MEMBER_ORGANISATIONS.map((organisation) => {
      const sites = DEMO_SITES.filter((candidate) => candidate.organisation === organisation);
      return {
        key: organisation,
        name: ORGANISATION_NAMES[organisation]!,
        ...(sites.length > 0 ? { children: sites.map((candidate) => ({ key: candidate.key, name: candidate.name })) } : {}),
      };
    }),
  },
];
