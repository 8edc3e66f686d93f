interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/**
 * Puts every module the first page load needs (statically reachable from the
 * entry) into one chunk: a handful of requests instead of one per shared
 * module. Lazily loaded pages keep their own chunks.
 */
export function initialLoadChunkName(name: string) {
  const known = new Map<string, boolean>();
  const reachesEntry = (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const info = graph.getModuleInfo(queue.shift()!);
      if (!info) continue;
      if (info.isEntry) found = true;
      for (const importer of info.importers) {
        if (known.get(importer) === true) found = true;
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(id, found);
    return found;
  };
  return (id: string, graph: ModuleGraph): string | null => (reachesEntry(id, graph) ? name : null);
}
