/** The demo client's yearly content for the public site: plain data, both locales. */
export * from './available-years.js';
export * from './content-html.js';
export * from './demo-figures.js';
export * from './economy-highlights.js';
export * from './environment-highlights.js';
export * from './format.js';
export * from './global-presentation.js';
export * from './icons.js';
export * from './illustrative-notice.js';
export * from './social-highlights.js';
export type { ContentByYear, Locale, Localized } from './types.js';
export { contentFor } from './by-year.js';
