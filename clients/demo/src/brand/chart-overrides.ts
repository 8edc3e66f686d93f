import { BRAND_PALETTE as brand } from './palette.js';

/** Series colours in order: the hydro blue first, then the theme accents, each readable on white. */
const SERIES_COLOURS = [brand.hydro, brand.economyLight, brand.environment, brand.social, brand.steel500, brand.hydroLight, brand.economy, brand.environmentLight];

/** The association's look on every chart ('chart global overrides'): brand colours, text font and greys. */
export const DEMO_CHART_GLOBAL_OVERRIDES = {
  color: SERIES_COLOURS,
  textStyle: { fontFamily: "'Source Sans 3 Variable', 'Source Sans 3', system-ui, sans-serif", color: brand.steel900 },
  legend: { textStyle: { color: brand.steel800 } },
  xAxis: { axisLine: { lineStyle: { color: brand.aluminium400 } }, axisLabel: { color: brand.steel700 } },
  yAxis: { splitLine: { lineStyle: { color: brand.aluminium200 } }, axisLabel: { color: brand.steel700 }, nameTextStyle: { color: brand.steel700 } },
};

// The environment's indicators start from its green, the social ones from its red, as their highlight pages do.
const environment = { color: [brand.environment, brand.environmentLight, brand.hydro, brand.steel500] };
const social = { color: [brand.social, brand.hydro, brand.economyLight, brand.steel500] };

/** Per indicator ('chart indicator overrides'), by key. */
export const DEMO_CHART_INDICATOR_OVERRIDES = {
  emissions_ges: environment,
  energie_consommation_totales: environment,
  hap: environment,
  autre_nombre_employes: social,
  formation_heures: social,
  donations_investissements_communautaires: social,
};
