import { DEMO_FIGURES, HYDRO_SHARE } from '../content/demo-figures.js';
import { apportion, jittered, noise } from './demo-apportion.js';
import { MEMBER_ORGANISATIONS, ORGANISATIONS, PRODUCERS, sitesRunningIn } from './demo-tags.js';

export const HISTORY_YEARS = [2017, 2018, 2019, 2020, 2021] as const;
export type HistoryYear = (typeof HISTORY_YEARS)[number];

/** What sets one smelter's figures apart: its size, technology and energy mix. */
interface SiteProfile {
  capacityKt: number;
  /** t CO2e per t of aluminium. */
  carbonIntensity: number;
  /** MWh of electricity per t of aluminium. */
  mwhPerTonne: number;
  /** Share of its electricity from hydropower before the fleet is brought to the spec's 96 %. */
  hydroShare: number;
  /** t of PAH per kt of aluminium in 2017. */
  pahPerKt: number;
}

const SITE_PROFILES: Record<string, SiteProfile> = {
  boreal_alma: { capacityKt: 530, carbonIntensity: 1.95, mwhPerTonne: 13.4, hydroShare: 99, pahPerKt: 0.0046 },
  boreal_jonquiere: { capacityKt: 205, carbonIntensity: 2.1, mwhPerTonne: 14.6, hydroShare: 97, pahPerKt: 0.0052 },
  boreal_la_baie: { capacityKt: 240, carbonIntensity: 2.05, mwhPerTonne: 14.2, hydroShare: 98, pahPerKt: 0.0048 },
  boreal_laterriere: { capacityKt: 290, carbonIntensity: 1.98, mwhPerTonne: 13.7, hydroShare: 98.5, pahPerKt: 0.0044 },
  laurentide_becancour: { capacityKt: 505, carbonIntensity: 2.02, mwhPerTonne: 14.0, hydroShare: 93, pahPerKt: 0.0041 },
  laurentide_deschambault: { capacityKt: 310, carbonIntensity: 1.96, mwhPerTonne: 13.5, hydroShare: 94, pahPerKt: 0.0039 },
  laurentide_trois_rivieres: { capacityKt: 150, carbonIntensity: 2.12, mwhPerTonne: 14.7, hydroShare: 92, pahPerKt: 0.0055 },
  saint_laurent_baie_comeau: { capacityKt: 380, carbonIntensity: 2.08, mwhPerTonne: 14.4, hydroShare: 96, pahPerKt: 0.0058 },
  saint_laurent_sept_iles: { capacityKt: 700, carbonIntensity: 1.94, mwhPerTonne: 13.3, hydroShare: 95, pahPerKt: 0.0037 },
  // The last older-technology (Söderberg) potlines: more emissions and energy per tonne.
  saint_laurent_shawinigan: { capacityKt: 125, carbonIntensity: 3.3, mwhPerTonne: 16.6, hydroShare: 97, pahPerKt: 0.11 },
};

/** Bécancour ran one potline in three during the 2018–2019 labour dispute. */
const DISPUTE_YEARS: readonly number[] = [2018, 2019];
export const DISPUTE_SITE = 'laurentide_becancour';
/** The two smelters whose new fume-treatment centres came into service in 2019 (environment highlights, 2019). */
export const FUME_TREATMENT_SITES: readonly string[] = ['boreal_alma', 'saint_laurent_baie_comeau'];

/** A total shown on the site with `digits` decimals of `unit`, made slightly irregular but rounding to the figure shown. */
function near(figure: number, unit: number, label: string): number {
  return Math.round(figure * unit + 0.02 * unit * noise(label));
}

const shareMap = (entries: [string, number][], year: number, label: string) =>
  new Map(entries.map(([key, weight]) => [key, jittered(weight, 0.01, `${label}:${key}:${year}`)]));

export interface SiteYearFigures {
  production: number;
  ghg: number;
  electricity: number;
  hydroShare: number;
  pah: number;
}

/** Each running smelter's figures for a year; they add up to the year's figures on the site. */
export function siteFigures(year: HistoryYear): Map<string, SiteYearFigures> {
  const figures = DEMO_FIGURES[year];
  const sites = sitesRunningIn(year).map((site) => site.key);
  const profile = (key: string) => SITE_PROFILES[key]!;
  const output = new Map(
    sites.map((key) => {
      const availability = key === DISPUTE_SITE && DISPUTE_YEARS.includes(year) ? 0.35 : 1;
      return [key, jittered(profile(key).capacityKt * availability, 0.015, `production:${key}:${year}`)];
    }),
  );
  const production = apportion(near(figures.productionMt, 1e6, `production:${year}`), output);
  const tonnes = (key: string) => production.get(key)!;
  const ghg = apportion(
    near(figures.ghgMt, 1e6, `ghg:${year}`),
    new Map(sites.map((key) => [key, tonnes(key) * jittered(profile(key).carbonIntensity, 0.005, `ghg:${key}:${year}`)])),
  );
  const electricity = apportion(
    near(figures.electricityTWh, 1e6, `electricity:${year}`),
    new Map(sites.map((key) => [key, tonnes(key) * jittered(profile(key).mwhPerTonne, 0.005, `electricity:${key}:${year}`)])),
  );
  const hydro = fleetHydroShares(sites, (key) => profile(key).hydroShare, (key) => electricity.get(key)!);
  return new Map(
    sites.map((key) => [
      key,
      {
        production: tonnes(key),
        ghg: ghg.get(key)!,
        electricity: electricity.get(key)!,
        hydroShare: hydro.get(key)!,
        pah: pahOf(key, year, tonnes(key)),
      },
    ]),
  );
}

/** Every site's own share, moved by the same amount so the fleet's weighted share is the spec's 96 %. */
function fleetHydroShares(sites: string[], own: (key: string) => number, weight: (key: string) => number): Map<string, number> {
  const total = sites.reduce((sum, key) => sum + weight(key), 0);
  const average = sites.reduce((sum, key) => sum + own(key) * weight(key), 0) / total;
  const shift = HYDRO_SHARE - average;
  return new Map(sites.map((key) => [key, Math.min(100, Math.round((own(key) + shift) * 10) / 10)]));
}

function pahOf(key: string, year: HistoryYear, tonnes: number): number {
  const treated = FUME_TREATMENT_SITES.includes(key) && year >= 2019 ? 0.65 : 1;
  const perKt = SITE_PROFILES[key]!.pahPerKt * treated * (1 - 0.02 * (year - 2017));
  return Math.round(jittered((tonnes / 1000) * perKt, 0.02, `pah:${key}:${year}`) * 100) / 100;
}

/** PAH emitted by the members' smelters in 1990, the year the site's "over 95 %" reduction is measured from. */
export const PAH_1990_TONNES = 640;

export interface OrganisationYearFigures {
  /** Null for the mining group: it exports no aluminium. */
  exportsValue: number | null;
  exportsTonnes: number | null;
  expenditures: number;
  suppliers: number;
  employees: number;
  women: number;
  trainingHours: number;
  donations: number;
  payroll: number;
}

const EMPLOYMENT: [string, number][] = [
  [ORGANISATIONS.boreal, 0.41],
  [ORGANISATIONS.laurentide, 0.25],
  [ORGANISATIONS.saintLaurent, 0.27],
  [ORGANISATIONS.mineraisNordiques, 0.07],
];
const PURCHASES: [string, number][] = [
  [ORGANISATIONS.boreal, 0.38],
  [ORGANISATIONS.laurentide, 0.26],
  [ORGANISATIONS.saintLaurent, 0.29],
  [ORGANISATIONS.mineraisNordiques, 0.07],
];
const GIVING: [string, number][] = [
  [ORGANISATIONS.boreal, 0.4],
  [ORGANISATIONS.laurentide, 0.22],
  [ORGANISATIONS.saintLaurent, 0.3],
  [ORGANISATIONS.mineraisNordiques, 0.08],
];

/**
 * Each member organisation's figures for a year; they add up to the year's figures on the site
 * (exports come from the producers alone, in proportion to what their smelters produced).
 */
export function organisationFigures(year: HistoryYear, sites = siteFigures(year)): Map<string, OrganisationYearFigures> {
  const figures = DEMO_FIGURES[year];
  const producedBy = (organisation: string) =>
    [...sites].filter(([key]) => key.startsWith(`${organisation}_`)).reduce((sum, [, site]) => sum + site.production, 0);
  const exportsValue = apportion(
    near(figures.exportsBillion, 1e9, `exports:${year}`),
    new Map(PRODUCERS.map((organisation) => [organisation, jittered(producedBy(organisation), 0.01, `exports:${organisation}:${year}`)])),
    1000,
  );
  const employees = apportion(figures.employees, shareMap(EMPLOYMENT, year, 'employees'));
  const training = apportion(figures.trainingHours, shareMap(EMPLOYMENT, year, 'training'));
  const expenditures = apportion(near(figures.expendituresBillion, 1e9, `expenditures:${year}`), shareMap(PURCHASES, year, 'expenditures'), 1000);
  const suppliers = apportion(figures.suppliers, shareMap(PURCHASES, year, 'suppliers'));
  const donations = apportion(near(figures.donationsMillion, 1e6, `donations:${year}`), shareMap(GIVING, year, 'donations'), 100);
  const payroll = apportion(near(figures.payrollBillion, 1e9, `payroll:${year}`), shareMap(EMPLOYMENT, year, 'payroll'), 1000);
  return new Map(
    MEMBER_ORGANISATIONS.map((organisation) => {
      const producer = PRODUCERS.includes(organisation);
      const staff = employees.get(organisation)!;
      return [
        organisation,
        {
          exportsValue: producer ? exportsValue.get(organisation)! : null,
          exportsTonnes: producer ? Math.round(jittered(producedBy(organisation) * (figures.exportShare / 100), 0.01, `tonnes:${organisation}:${year}`)) : null,
          expenditures: expenditures.get(organisation)!,
          suppliers: suppliers.get(organisation)!,
          employees: staff,
          women: Math.round(staff * jittered(0.11, 0.02, `women:${organisation}:${year}`)),
          trainingHours: training.get(organisation)!,
          donations: donations.get(organisation)!,
          payroll: payroll.get(organisation)!,
        },
      ];
    }),
  );
}
