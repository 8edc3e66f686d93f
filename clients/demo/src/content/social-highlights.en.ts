import type { SocialHighlightsYear } from './available-years.js';
import { DEMO_FIGURES } from './demo-figures.js';
import { formatNumber } from './format.js';
import type { SocialSlides } from './social-highlights.js';

const n = (value: number, digits = 0) => formatNumber(value, 'en', digits);

/** No training text in 2021: the page drops that slide. */
const trainingNotes: Record<SocialHighlightsYear, string | null> = {
  2017: 'Most of it went to health and safety and to operating the new potlines.',
  2018: 'Apprenticeship programmes with regional colleges doubled their intake.',
  2019: 'A shared digital-skills programme reached every smelter.',
  2020: 'Classroom sessions moved online during the pandemic, which explains the lower total.',
  2021: null,
};

/** Payroll text only in 2017 and 2021: the page drops the slide in the other years. */
const payrollTexts: Record<SocialHighlightsYear, string | null> = {
  2017: `Members paid <strong>$${n(DEMO_FIGURES[2017].payrollBillion, 1)} billion</strong> in salaries and benefits, well above the average for Quebec manufacturing.`,
  2018: null,
  2019: null,
  2020: null,
  2021: `Members paid <strong>$${n(DEMO_FIGURES[2021].payrollBillion, 1)} billion</strong> in salaries and benefits in 2021, with wages among the highest in Quebec manufacturing.`,
};

function slides(year: SocialHighlightsYear): SocialSlides {
  const f = DEMO_FIGURES[year];
  const note = trainingNotes[year];
  return [
    {
      key: 'employees',
      title: 'Employees',
      data: `<strong>${n(f.employees)}</strong>`,
      text: 'direct jobs in Quebec, most of them in regions outside the large cities.',
    },
    {
      key: 'formation',
      title: 'Training',
      data: `<strong>${n(f.trainingHours)}</strong> hours`,
      text: note && `of training given to employees, about ${n(Math.round(f.trainingHours / f.employees))} hours per person. ${note}`,
    },
    {
      key: 'community',
      title: 'Community donations',
      data: `<strong>$${n(f.donationsMillion, 1)}</strong> million`,
      text: 'in donations and community investments in the regions where members operate: education, health, culture and the environment.',
    },
    { key: 'salary', title: 'Payroll', data: null, text: payrollTexts[year] },
  ];
}

export const socialHighlightsEn: Readonly<Record<SocialHighlightsYear, SocialSlides>> = {
  2017: slides(2017),
  2018: slides(2018),
  2019: slides(2019),
  2020: slides(2020),
  2021: slides(2021),
};
