import type { SocialHighlightsYear } from './available-years.js';
import { DEMO_FIGURES } from './demo-figures.js';
import { formatNumber, NBSP } from './format.js';
import type { SocialSlides } from './social-highlights.js';

const n = (value: number, digits = 0) => formatNumber(value, 'fr', digits);

/** Pas de texte sur la formation en 2021 : la page retire cette diapositive. */
const trainingNotes: Record<SocialHighlightsYear, string | null> = {
  2017: 'L’essentiel a porté sur la santé et la sécurité et sur l’exploitation des nouvelles cuves.',
  2018: 'Les programmes d’apprentissage menés avec les cégeps régionaux ont doublé leurs admissions.',
  2019: 'Un programme commun de compétences numériques a rejoint toutes les alumineries.',
  2020: 'Les séances en classe sont passées en ligne pendant la pandémie, d’où un total plus faible.',
  2021: null,
};

/** Texte sur la masse salariale en 2017 et 2021 seulement : la page retire la diapositive les autres années. */
const payrollTexts: Record<SocialHighlightsYear, string | null> = {
  2017: `Les membres ont versé <strong>${n(DEMO_FIGURES[2017].payrollBillion, 1)}${NBSP}milliard de dollars</strong> en salaires et avantages sociaux, bien au-delà de la moyenne du secteur manufacturier québécois.`,
  2018: null,
  2019: null,
  2020: null,
  2021: `Les membres ont versé <strong>${n(DEMO_FIGURES[2021].payrollBillion, 1)}${NBSP}milliard de dollars</strong> en salaires et avantages sociaux en 2021, avec des salaires parmi les plus élevés du secteur manufacturier québécois.`,
};

function slides(year: SocialHighlightsYear): SocialSlides {
  const f = DEMO_FIGURES[year];
  const note = trainingNotes[year];
  return [
    {
      key: 'employees',
      title: 'Employés',
      data: `<strong>${n(f.employees)}</strong>`,
      text: 'emplois directs au Québec, en majorité dans des régions situées hors des grands centres.',
    },
    {
      key: 'formation',
      title: 'Formation',
      data: `<strong>${n(f.trainingHours)}</strong> heures`,
      text: note && `de formation offertes aux employés, soit environ ${n(Math.round(f.trainingHours / f.employees))} heures par personne. ${note}`,
    },
    {
      key: 'community',
      title: 'Dons à la communauté',
      data: `<strong>${n(f.donationsMillion, 1)}</strong> millions de dollars`,
      text: `en dons et en investissements communautaires dans les régions où les membres sont présents${NBSP}: éducation, santé, culture et environnement.`,
    },
    { key: 'salary', title: 'Masse salariale', data: null, text: payrollTexts[year] },
  ];
}

export const socialHighlightsFr: Readonly<Record<SocialHighlightsYear, SocialSlides>> = {
  2017: slides(2017),
  2018: slides(2018),
  2019: slides(2019),
  2020: slides(2020),
  2021: slides(2021),
};
