/**
 * The numbers behind the yearly content, one row per year, so every page quotes the same value.
 * Producers, smelters, production, the hydroelectricity share, the PAH reduction and the carbon
 * intensity are the spec's figures (§9); every other value is an illustrative demo value.
 */
export interface DemoYearFigures {
  /** Spec: producers that are members of the association. */
  producers: number;
  /** Spec: smelters operating in Quebec. */
  smelters: number;
  /** Spec: primary aluminium produced, million tonnes. */
  productionMt: number;
  /** Aluminium exports, billion Canadian dollars. */
  exportsBillion: number;
  /** Share of production exported, percent. */
  exportShare: number;
  /** Operating expenditures in Quebec, billion Canadian dollars. */
  expendituresBillion: number;
  /** Quebec suppliers the members bought from. */
  suppliers: number;
  /** Direct jobs in Quebec. */
  employees: number;
  /** Training hours given to employees. */
  trainingHours: number;
  /** Donations and community investments, million Canadian dollars. */
  donationsMillion: number;
  /** Salaries and benefits, billion Canadian dollars. */
  payrollBillion: number;
  /** Total greenhouse gas emissions, million tonnes CO2 equivalent. */
  ghgMt: number;
  /** Electricity consumed, terawatt-hours. */
  electricityTWh: number;
}

/**
 * The indicator each figure drawn from the data comes from (the one its "See indicator" link or its page's
 * chart shows), and how many of the indicator's units make one of the figure's: the figure is the
 * indicator's yearly total divided by `perFigureUnit`. Producers, smelters and the spec's environmental
 * constants are not computed from inputs; suppliers, the export share and payroll have no indicator.
 */
export const FIGURE_INDICATORS: Readonly<Partial<Record<keyof DemoYearFigures, { indicator: string; perFigureUnit: number }>>> = {
  productionMt: { indicator: 'production_aluminium_multi', perFigureUnit: 1 },
  exportsBillion: { indicator: 'multi_exportations', perFigureUnit: 1000 },
  expendituresBillion: { indicator: 'depenses_exploitation_totales', perFigureUnit: 1000 },
  employees: { indicator: 'autre_nombre_employes', perFigureUnit: 1 },
  trainingHours: { indicator: 'formation_heures', perFigureUnit: 0.001 },
  donationsMillion: { indicator: 'donations_investissements_communautaires', perFigureUnit: 1 },
  ghgMt: { indicator: 'emissions_ges', perFigureUnit: 1 },
  electricityTWh: { indicator: 'energie_consommation_totales', perFigureUnit: 1 },
};

/** Spec: share of the electricity used that comes from hydropower, percent. */
export const HYDRO_SHARE = 96;
/** Spec: reduction of PAH emissions since 1990, percent ("over 95%"). */
export const PAH_REDUCTION = 95;
/** Spec: carbon intensity, tonnes CO2 equivalent per tonne of aluminium ("about 2"). */
export const CARBON_INTENSITY = 2;
/** The year PAH reductions are measured from. */
export const PAH_BASELINE_YEAR = 1990;

const shared = { producers: 3 } as const;

export const DEMO_FIGURES: Readonly<Record<2017 | 2018 | 2019 | 2020 | 2021, DemoYearFigures>> = {
  2017: {
    ...shared,
    smelters: 10,
    productionMt: 3.2,
    exportsBillion: 7.4,
    exportShare: 87,
    expendituresBillion: 4.6,
    suppliers: 1870,
    employees: 9480,
    trainingHours: 312400,
    donationsMillion: 6.8,
    payrollBillion: 1.1,
    ghgMt: 6.5,
    electricityTWh: 45.1,
  },
  2018: {
    ...shared,
    smelters: 9,
    productionMt: 2.9,
    exportsBillion: 8.1,
    exportShare: 88,
    expendituresBillion: 4.9,
    suppliers: 1910,
    employees: 9310,
    trainingHours: 298700,
    donationsMillion: 7.2,
    payrollBillion: 1.1,
    ghgMt: 5.9,
    electricityTWh: 41.2,
  },
  2019: {
    ...shared,
    smelters: 9,
    productionMt: 2.9,
    exportsBillion: 6.9,
    exportShare: 86,
    expendituresBillion: 4.8,
    suppliers: 1940,
    employees: 9240,
    trainingHours: 305100,
    donationsMillion: 7.5,
    payrollBillion: 1.1,
    ghgMt: 5.9,
    electricityTWh: 41.0,
  },
  2020: {
    ...shared,
    smelters: 9,
    productionMt: 3.1,
    exportsBillion: 6.3,
    exportShare: 85,
    expendituresBillion: 4.4,
    suppliers: 1880,
    employees: 9060,
    trainingHours: 241800,
    donationsMillion: 8.3,
    payrollBillion: 1.1,
    ghgMt: 6.2,
    electricityTWh: 43.6,
  },
  2021: {
    ...shared,
    smelters: 9,
    productionMt: 3.1,
    exportsBillion: 8.8,
    exportShare: 87,
    expendituresBillion: 5.1,
    suppliers: 1960,
    employees: 9150,
    trainingHours: 276500,
    donationsMillion: 8.6,
    payrollBillion: 1.2,
    ghgMt: 6.1,
    electricityTWh: 43.4,
  },
};
