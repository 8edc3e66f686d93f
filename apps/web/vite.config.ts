import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialLoadChunkName } from './initial-load-chunk';
import { precompiledMessages } from './precompiled-messages-plugin';
import { precompressAssets } from './precompress-plugin';

// The client's indicator pages with the widgets and content only they use. Their code is one lazy
// chunk (the client loads them through one module, clients/<client>/src/web/indicators/indicator-pages.ts).
const INDICATOR_PAGES = /clients[\\/][^\\/]+[\\/]src[\\/](web[\\/]indicators|content)[\\/]|ui[\\/]slide-presenter[\\/]/;
const initialLoad = initialLoadChunkName('app');

// The standard indicator page (an indicator without a custom page), loaded on its first visit.
const STANDARD_INDICATOR_PAGE = /src[\\/]features[\\/]indicators[\\/]standard[\\/]StandardIndicatorPage\.tsx$/;
const partOfStandardIndicatorPage = staticallyImportedFrom(STANDARD_INDICATOR_PAGE);

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Whether a module is the one `root` names or is reached from it through static imports only (a lazy
 * `import()` below it, such as the chart's, starts code of its own and is not counted).
 */
function staticallyImportedFrom(root: RegExp) {
  const known = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const current = queue.shift()!;
      if (root.test(current) || known.get(current) === true) found = true;
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    known.set(id, found);
    return found;
  };
}

// In development the Vite server proxies the API and page globals to the Fastify server on :3000.
export default defineConfig({
  plugins: [react(), precompiledMessages(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Built for whoever debugs a production error, but not pointed at from the bundles; the server
    // serves them only when SOURCE_MAPS=true.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first load's modules in one chunk. The indicator pages' few styles go with them, into the
            // one stylesheet every page loads, so opening an indicator page (custom or standard) waits for
            // no stylesheet of its own.
            {
              name: (id, graph) =>
                initialLoad(id, graph) ??
                ((INDICATOR_PAGES.test(id) || partOfStandardIndicatorPage(id, graph)) && id.endsWith('.css') ? 'app' : null),
              priority: 2,
            },
            // The standard indicator page's code with what it needs beyond the first load (TanStack Query, the
            // indicators' API, the rich-text and number helpers) in one lazy chunk: one request instead of a
            // dozen small chunks shared with the back-office, which loads this one where it uses them. The
            // chart (ECharts) stays a chunk of its own, loaded when a chart shows.
            { name: (id, graph) => (partOfStandardIndicatorPage(id, graph) ? 'standard-indicator' : null), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/client-assets': 'http://localhost:3000' },
  },
});
