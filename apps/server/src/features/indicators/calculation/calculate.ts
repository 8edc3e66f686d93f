import type { CalculationDefinition, CalculationOperand } from '@platform/shared/indicators/calculation.schemas';
import { breakdownNodeResolver } from './breakdown-node.js';
import type {
  CalculatedRow,
  CalculationInput,
  CalculationResult,
  NotApplicableCount,
  TagTreeNode,
} from './calculation-types.js';

type Tally = { sum: number; count: number };

/** What one period (and breakdown node) gathered from the inputs. */
type Cell = {
  period: string;
  node: string | null;
  numerator: Tally;
  denominator: Tally;
  notApplicableInputs: Set<number>;
};

type Role = 'numerator' | 'denominator';

const periodOrder = new Intl.Collator('en', { numeric: true }).compare;

/**
 * Computes an indicator's series from inputs (spec §3, indicator). Only approved inputs count; a
 * value marked not applicable, missing, null or not a number is left out (zero is a value), and the
 * not-applicable ones are counted. A period with no value has no row: a missing year stays missing,
 * never zero. With a breakdown, an input counts for its node of that dimension (or the node's
 * ancestor at `breakdownDepth`); an input with no such node is left out of every row.
 *
 * `latest` gives one row per breakdown node (one row in total without a breakdown): the most recent
 * period that has a value, with the sum of that period's values. It is the key-figure reading ("the
 * last known headcount"); a node that stopped reporting keeps its last period rather than being
 * carried forward into later ones.
 *
 * With `total`, a breakdown also gives, per period, a row without tags over the inputs the nodes count.
 *
 * A ratio has a row wherever either side has a value; its value is null when either side is missing
 * or the denominator's sum is zero. `scale` multiplies each value last.
 */
export function calculateIndicator(
  definition: CalculationDefinition,
  inputs: readonly CalculationInput[],
  tagTree: readonly TagTreeNode[],
): CalculationResult {
  const operands: [Role, CalculationOperand][] = [['numerator', definition]];
  if (definition.kind === 'ratio') operands.push(['denominator', definition.denominator]);

  const { breakdown } = definition;
  const nodeOf = nodeFinder(definition, tagTree);
  const withTotal = breakdown !== undefined && definition.total === true && definition.kind !== 'latest';
  // Cells by period, then by node: no key text is built per input.
  const cells = new Map<string, Map<string | null, Cell>>();

  for (const input of inputs) {
    if (input.state !== 'approved') continue;
    for (const [role, operand] of operands) {
      if (input.subjectKey !== operand.subject) continue;
      const node = nodeOf(input.tags);
      if (node === undefined) continue;
      // With a total, the input counts for its node's cell and for the period's total cell (node null).
      const counted = withTotal ? [cellFor(cells, input.period, node), cellFor(cells, input.period, null)] : [cellFor(cells, input.period, node)];
      if (Object.hasOwn(input.notApplicable, operand.field)) {
        for (const cell of counted) cell.notApplicableInputs.add(input.id);
        continue;
      }
      const value = input.values[operand.field];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      for (const cell of counted) {
        cell[role].sum += value;
        cell[role].count += 1;
      }
    }
  }

  const ordered = [...cells.values()].flatMap((byNode) => [...byNode.values()]).sort(byPeriodThenNode);
  const tagsOf = (node: string | null) => (breakdown === undefined || node === null ? {} : { tags: { [breakdown]: node } });
  const scale = definition.scale ?? 1;

  const rows: CalculatedRow[] = [];
  for (const cell of selectCells(definition.kind, ordered)) {
    const value = valueOf(definition.kind, cell);
    if (value === undefined) continue;
    rows.push({ period: cell.period, value: value === null ? null : value * scale, ...tagsOf(cell.node) });
  }

  const notApplicable: NotApplicableCount[] = ordered
    .filter((cell) => cell.notApplicableInputs.size > 0)
    .map((cell) => ({ period: cell.period, count: cell.notApplicableInputs.size, ...tagsOf(cell.node) }));

  return { rows, notApplicable };
}

/** The breakdown node an input's tags count for: null without a breakdown, undefined when none fits. */
function nodeFinder(
  definition: CalculationDefinition,
  tagTree: readonly TagTreeNode[],
): (tags: Record<string, string>) => string | null | undefined {
  const { breakdown } = definition;
  if (breakdown === undefined) return () => null;
  const resolve = breakdownNodeResolver(tagTree, breakdown, definition.breakdownDepth);
  return (tags) => resolve(tags[breakdown]) ?? undefined;
}

function cellFor(cells: Map<string, Map<string | null, Cell>>, period: string, node: string | null): Cell {
  let byNode = cells.get(period);
  if (!byNode) {
    byNode = new Map();
    cells.set(period, byNode);
  }
  let cell = byNode.get(node);
  if (!cell) {
    const empty = () => ({ sum: 0, count: 0 });
    cell = { period, node, numerator: empty(), denominator: empty(), notApplicableInputs: new Set() };
    byNode.set(node, cell);
  }
  return cell;
}

function byPeriodThenNode(a: Cell, b: Cell): number {
  return periodOrder(a.period, b.period) || (a.node ?? '').localeCompare(b.node ?? '');
}

/** `latest` keeps, per node, only its most recent cell that holds a value; the others keep every cell. */
function selectCells(kind: CalculationDefinition['kind'], ordered: Cell[]): Cell[] {
  if (kind !== 'latest') return ordered;
  const latestByNode = new Map<string | null, Cell>();
  for (const cell of ordered) if (cell.numerator.count > 0) latestByNode.set(cell.node, cell);
  return ordered.filter((cell) => latestByNode.get(cell.node) === cell);
}

/** The cell's value before scaling; undefined when the cell has no row. */
function valueOf(kind: CalculationDefinition['kind'], { numerator, denominator }: Cell): number | null | undefined {
  switch (kind) {
    case 'sum':
    case 'latest':
      return numerator.count > 0 ? numerator.sum : undefined;
    case 'average':
      return numerator.count > 0 ? numerator.sum / numerator.count : undefined;
    case 'ratio':
      if (numerator.count === 0 && denominator.count === 0) return undefined;
      return numerator.count > 0 && denominator.count > 0 && denominator.sum !== 0 ? numerator.sum / denominator.sum : null;
  }
}
