import { z } from 'zod';

/** A number field of a subject, named by the subject's key and the field's id. */
export const calculationOperandSchema = z.object({
  subject: z.string().trim().min(1),
  field: z.string().trim().min(1),
});
export type CalculationOperand = z.infer<typeof calculationOperandSchema>;

const calculationBaseSchema = calculationOperandSchema.extend({
  /** A tag dimension's key: the series is given per node of that dimension instead of in total. */
  breakdown: z.string().trim().min(1).optional(),
  /**
   * The depth of the nodes the series is broken down by (1 = organisations, 2 = their sites); an
   * input entered deeper counts for its ancestor at that depth. Without it, each input's own node.
   */
  breakdownDepth: z.number().int().min(1).optional(),
  /**
   * With a breakdown, a total row as well (no tags), over the inputs the nodes count: the sum of the nodes'
   * sums, the mean of their values, the ratio of their sums. Not for `latest`, whose nodes may stop at
   * different periods.
   */
  total: z.boolean().optional(),
  /** Multiplies every value at the end, to show it in another unit (0.000001 shows millions). */
  scale: z.number().positive().finite().optional(),
});

/**
 * How an indicator's figures are computed from approved inputs (spec §3, indicator):
 * - sum: the total of the field's values, per period;
 * - average: the mean of the field's values, per period;
 * - ratio: the sum of the field over the sum of the denominator's field, per period;
 * - latest: the most recent period that has a value, and that period's total.
 * Each one per breakdown node when `breakdown` is given.
 */
export const calculationDefinitionSchema = z
  .discriminatedUnion('kind', [
    calculationBaseSchema.extend({ kind: z.literal('sum') }),
    calculationBaseSchema.extend({ kind: z.literal('average') }),
    calculationBaseSchema.extend({ kind: z.literal('latest') }),
    calculationBaseSchema.extend({ kind: z.literal('ratio'), denominator: calculationOperandSchema }),
  ])
  .superRefine((definition, context) => {
    if (definition.breakdownDepth !== undefined && definition.breakdown === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['breakdownDepth'],
        message: 'A breakdown depth needs a breakdown dimension',
      });
    }
    if (definition.total === true && (definition.breakdown === undefined || definition.kind === 'latest')) {
      context.addIssue({ code: 'custom', path: ['total'], message: 'A total row needs a breakdown, and a latest value has none' });
    }
  });
export type CalculationDefinition = z.infer<typeof calculationDefinitionSchema>;
export type CalculationKind = CalculationDefinition['kind'];
