/** Which years and breakdown nodes a visitor chose to see; null is "all of them". */
export interface FigureSelection {
  years: string[] | null;
  nodes: string[] | null;
}

export const ALL_FIGURES: FigureSelection = { years: null, nodes: null };

/** What the page may choose from: the periods and the series (node tag keys, and `total`) of the full figures. */
export interface FigureChoices {
  years: string[];
  nodes: string[];
}

/** A choice toggled on or off; the last chosen one stays (a table of nothing shows nothing useful). */
export function toggleChoice(chosen: string[] | null, all: readonly string[], value: string): string[] | null {
  const current = chosen ?? [...all];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  if (next.length === 0) return chosen;
  const ordered = all.filter((item) => next.includes(item));
  return ordered.length === all.length ? null : ordered;
}

/**
 * The GET /services/indicators/:key query for a selection: `columns[]` for the chosen years and `data[]` for the
 * chosen nodes, each only when it narrows; null when everything is chosen (the figures already loaded).
 */
export function selectionQuery(selection: FigureSelection): { columns?: string[]; data?: string[] } | null {
  const query = {
    ...(selection.years ? { columns: selection.years } : {}),
    ...(selection.nodes ? { data: selection.nodes } : {}),
  };
  return Object.keys(query).length === 0 ? null : query;
}
