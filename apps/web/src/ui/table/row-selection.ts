/** The rows chosen once `ids` are chosen (`on`) or let go: a new set, for React state. */
export function withRowsChosen(current: ReadonlySet<number>, ids: readonly number[], on: boolean): ReadonlySet<number> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
