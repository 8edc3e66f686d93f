import { describe, expect, it } from 'vitest';
import { calculationDefinitionSchema } from '@platform/shared/indicators/calculation.schemas';
import { DEMO_FIGURES, FIGURE_INDICATORS } from '../content/demo-figures.js';
import { demoSubjects } from './demo-data-collection.js';
import { demoIndicators } from './demo-indicators.js';
import { demoInputs } from './demo-inputs.js';

const STANDARD = [
  'production_aluminium_multi',
  'multi_exportations',
  'depenses_exploitation_totales',
  'emissions_ges',
  'energie_consommation_totales',
  'hap',
  'autre_nombre_employes',
  'formation_heures',
  'donations_investissements_communautaires',
];
const byKey = new Map(demoIndicators.map((indicator) => [indicator.key, indicator]));

describe('the demo indicators', () => {
  it('name their section and subsection in both languages, so the public site never shows a path segment', () => {
    for (const indicator of demoIndicators) {
      expect(indicator.sectionName?.en && indicator.sectionName.fr, indicator.key).toBeTruthy();
      expect(indicator.subsectionName?.en && indicator.subsectionName.fr, indicator.key).toBeTruthy();
    }
  });

  it('each compute their figures from a number field of a demo subject, with a unit, a chart kind and a methodology in both languages', () => {
    for (const key of STANDARD) {
      const indicator = byKey.get(key)!;
      const calculation = calculationDefinitionSchema.parse(indicator.calculation);
      const subject = demoSubjects.find((candidate) => candidate.key === calculation.subject);
      expect(subject?.fields.find((field) => field.id === calculation.field)?.type, key).toBe('number');
      if (calculation.breakdown) expect(subject!.tagDimensions.map((dimension) => dimension.key)).toContain(calculation.breakdown);
      expect(indicator.unit?.en && indicator.unit.fr, key).toBeTruthy();
      expect(indicator.chartKind, key).toBeTruthy();
      for (const locale of ['en', 'fr'] as const) expect(indicator.methodology?.[locale], key).toMatch(/^<p>.{80,}<\/p>$/s);
    }
  });

  it('give, year by year, the key figures the highlight pages quote, from the approved demo inputs', () => {
    for (const [figure, source] of Object.entries(FIGURE_INDICATORS)) {
      const calculation = calculationDefinitionSchema.parse(byKey.get(source.indicator)?.calculation);
      for (const [year, figures] of Object.entries(DEMO_FIGURES)) {
        const total = demoInputs
          .filter((input) => input.subject === calculation.subject && input.period === year && input.state === 'approved')
          .reduce((sum, input) => sum + Number(input.values[calculation.field] ?? 0), 0);
        const shown = figures[figure as keyof typeof figures];
        const computed = (total * (calculation.scale ?? 1)) / source.perFigureUnit;
        // The site prints one decimal at most: the indicator's total rounds to the quoted figure.
        expect(Math.abs(computed - shown), `${figure} ${year}`).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    }
  });
});
