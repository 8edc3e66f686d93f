import type { FieldError } from '@platform/shared/errors/error-codes';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { TagLeaf } from '@platform/shared/data-collection/subjects.schemas';

/** Keep the values as a draft, or submit them for approval. */
export type SaveMode = 'draft' | 'submit';

/** What happened to a row the last time it was sent (none until then). */
export type RowStatus =
  | { kind: 'saving' }
  | { kind: 'saved'; state: InputState }
  /** Field errors found before sending or answered by the server, by field id. */
  | { kind: 'invalid'; errors: Record<string, FieldError[]> }
  /** Only VARIATION_EXCEEDED stood in the way: sending again with a justification goes through. */
  | { kind: 'variation'; fieldIds: string[]; mode: SaveMode }
  /** An input exists for this leaf and period already (entered meanwhile elsewhere). */
  | { kind: 'duplicated'; inputId: number | null }
  /** The input changed since the page loaded it (STATE_CHANGED). */
  | { kind: 'stale' }
  | { kind: 'failed'; code: string };

/** One line of the grid: a tag leaf the user acts for, and its input for the period, if any. */
export interface GridRow {
  /** The leaf's key, which is also the row's id in the grid. */
  id: string;
  leafName: TagLeaf['name'];
  input: Input | null;
  /** What the cells show: the input's values with this page's unsaved edits over them. */
  values: FormValues;
  /** The fields edited on this page and not saved yet. */
  changed: string[];
  /** Last period's approved values for this leaf. */
  previous: FormValues | null;
  editable: boolean;
  status: RowStatus | null;
}

/** The page's own state over what the server sent: unsaved edits, and the rows' last results. */
export interface GridState {
  edits: Record<string, FormValues>;
  statuses: Record<string, RowStatus>;
}

export const EMPTY_GRID_STATE: GridState = { edits: {}, statuses: {} };

export interface GridSource {
  leaves: readonly TagLeaf[];
  /** The key of the tag dimension the rows stand for (inputs carry their leaf under it). */
  dimensionKey: string;
  inputs: readonly Input[];
  previousInputs: readonly Input[];
  /** Whether the user may enter new inputs on the subject. */
  canEnter: boolean;
}

/** The grid's rows, one per leaf in the order the subject lists them. */
export function buildGridRows(source: GridSource, state: GridState): GridRow[] {
  const byLeaf = indexByLeaf(source.inputs, source.dimensionKey);
  const previousByLeaf = indexByLeaf(source.previousInputs, source.dimensionKey);
  return source.leaves.map((leaf) => {
    const input = byLeaf.get(leaf.key) ?? null;
    const edits = state.edits[leaf.key] ?? {};
    return {
      id: leaf.key,
      leafName: leaf.name,
      input,
      values: { ...(input?.values ?? {}), ...edits },
      changed: Object.keys(edits),
      previous: previousByLeaf.get(leaf.key)?.values ?? null,
      editable: input ? input.abilities.edit : source.canEnter,
      status: state.statuses[leaf.key] ?? null,
    };
  });
}

function indexByLeaf(inputs: readonly Input[], dimensionKey: string): Map<string, Input> {
  const map = new Map<string, Input>();
  for (const input of inputs) {
    const leaf = input.tags[dimensionKey];
    if (leaf !== undefined) map.set(leaf, input);
  }
  return map;
}

/** The rows a save acts on: those with unsaved edits and, when submitting, the drafts the user may submit as they are. */
export function rowsToSend(rows: readonly GridRow[], mode: SaveMode): GridRow[] {
  return rows.filter(
    (row) => row.editable && (row.changed.length > 0 || (mode === 'submit' && row.input?.state === 'draft' && row.input.abilities.submit)),
  );
}
