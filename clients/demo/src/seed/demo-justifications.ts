import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { DISPUTE_SITE, FUME_TREATMENT_SITES } from './demo-input-figures.js';
import { ORGANISATIONS } from './demo-tags.js';

const DISPUTE: Record<number, LocalizedText> = {
  2018: {
    en: 'Labour dispute at Bécancour: two of the three potlines stood idle from January 2018.',
    fr: 'Conflit de travail à Bécancour : deux des trois séries de cuves sont à l’arrêt depuis janvier 2018.',
  },
  2020: {
    en: 'Every potline at Bécancour restarted after the labour dispute ended.',
    fr: 'Toutes les séries de cuves de Bécancour ont redémarré après la fin du conflit de travail.',
  },
};

const FUME_TREATMENT: LocalizedText = {
  en: 'A new fume-treatment centre came into service this year.',
  fr: 'Un nouveau centre de traitement des fumées est entré en service cette année.',
};

/** The reasons the site's yearly notes give for a year's change, by subject. */
const YEAR_NOTES: Record<string, Record<number, LocalizedText>> = {
  exports: {
    2018: {
      en: 'Higher world prices lifted the value of shipments despite lower volumes.',
      fr: 'La hausse des prix mondiaux a accru la valeur des expéditions malgré des volumes moindres.',
    },
    2019: { en: 'Lower world prices reduced the value of shipments.', fr: 'La baisse des prix mondiaux a réduit la valeur des expéditions.' },
    2020: { en: 'Lower world prices reduced the value of shipments.', fr: 'La baisse des prix mondiaux a réduit la valeur des expéditions.' },
    2021: {
      en: 'Strong prices brought exports to their highest value in five years.',
      fr: 'Des prix élevés ont porté les exportations à leur plus haute valeur en cinq ans.',
    },
  },
  training_hours: {
    2020: {
      en: 'Classroom sessions moved online during the pandemic, hence fewer hours.',
      fr: 'Les séances en classe sont passées en ligne pendant la pandémie, d’où moins d’heures.',
    },
  },
};

/**
 * Why a demo figure moved beyond its subject's variation threshold, in the language of whoever
 * entered it, so past inputs carry the justification a contributor would have written.
 */
export function justificationFor(subject: string, tag: string, year: number, locale: 'en' | 'fr'): string | undefined {
  const disputeEvent = (tag === DISPUTE_SITE || tag === ORGANISATIONS.laurentide) && DISPUTE[year];
  if (disputeEvent) return disputeEvent[locale];
  if (subject === 'pah_emissions' && FUME_TREATMENT_SITES.includes(tag) && year === 2019) return FUME_TREATMENT[locale];
  return YEAR_NOTES[subject]?.[year]?.[locale];
}
