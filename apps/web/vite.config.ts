import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialLoadChunkName } from './initial-load-chunk';
import { precompiledMessages } from './precompiled-messages-plugin';
import { precompressAssets } from './precompress-plugin';

// The client's indicator pages with the widgets and content only they use. Their code is one lazy
// chunk (the client loads them through one module, clients/<client>/src/web/indicators/indicator-pages.ts).
const INDICATOR_PAGES = /clients[\\/][^\\/]+[\\/]src[\\/](web[\\/]indicators|content)[\\/]|ui[\\/]slide-presenter[\\/]/;
const initialLoad = initialLoadChunkName('app');

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
            // The first load's modules in one chunk; the indicator pages' few styles go with them, into the
            // one stylesheet every page loads, so opening an indicator page waits for no stylesheet.
            {
              name: (id, graph) => initialLoad(id, graph) ?? (INDICATOR_PAGES.test(id) && id.endsWith('.css') ? 'app' : null),
              priority: 2,
            },
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
