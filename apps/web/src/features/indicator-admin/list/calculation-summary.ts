import type { CalculationDefinition } from '@platform/shared/indicators/calculation.schemas';
import type { Translate } from '../../../ui/i18n/useT';

/** A calculation in a few words, for the list: "Sum of aluminium_production.production, by organisation (level 2)". */
export function calculationSummary(t: Translate, calculation: CalculationDefinition | null): string {
  if (!calculation) return t('indicatorAdmin.list.noCalculation');
  const operand = `${calculation.subject}.${calculation.field}`;
  const main =
    calculation.kind === 'ratio'
      ? t('indicatorAdmin.summary.ratio', { operand, denominator: `${calculation.denominator.subject}.${calculation.denominator.field}` })
      : t(`indicatorAdmin.summary.${calculation.kind}`, { operand });
  if (!calculation.breakdown) return main;
  const breakdown =
    calculation.breakdownDepth === undefined
      ? t('indicatorAdmin.summary.breakdown', { dimension: calculation.breakdown })
      : t('indicatorAdmin.summary.breakdownDepth', { dimension: calculation.breakdown, depth: calculation.breakdownDepth });
  return `${main}, ${breakdown}`;
}
