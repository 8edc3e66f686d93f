import type { Localized } from './types.js';

/** Shown near the yearly content: only the spec's figures are real inputs (DESIGN.md §8). */
export const illustrativeNotice: Localized<string> = {
  en: 'Figures other than the number of producers and smelters, annual production, the hydroelectricity share, the PAH reduction and the carbon intensity are illustrative demo values.',
  fr: 'Les chiffres autres que le nombre de producteurs et d’alumineries, la production annuelle, la part d’hydroélectricité, la réduction des HAP et l’intensité carbone sont des valeurs de démonstration fournies à titre indicatif.',
};

/** The same notice in a few words, for the slide pages on a phone, where it opens onto the full one. */
export const illustrativeNoticeShort: Localized<string> = {
  en: 'Most figures are illustrative demo values.',
  fr: 'La plupart des chiffres sont des valeurs de démonstration.',
};
