/**
 * Keyset pages of `size` rows, one after another by id, each next page asked for before the current one is
 * handed over: the database finds and sends it (on PostgreSQL, in its own process) while the file is
 * written, rather than the file waiting for each page in turn. Two pages are held at most. Stopping early (a
 * failure, a deleted export) leaves at most one read running, whose result or failure is dropped.
 */
export async function* readAheadPages<Row extends { id: number }>(read: (afterId: number) => Promise<Row[]>, size: number): AsyncGenerator<Row[]> {
  let next = ahead(read(0));
  for (;;) {
    const page = await next;
    const full = page.length >= size;
    if (full) next = ahead(read(page.at(-1)!.id));
    yield page;
    if (!full) return;
  }
}

/** A read that may fail while nobody awaits it yet: marked handled (so it never ends the process), failing whoever awaits it. */
function ahead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => {});
  return read;
}
