import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialLoadChunkName } from './initial-load-chunk';
import { precompressAssets } from './precompress-plugin';

// In development the Vite server proxies the API and page globals to the Fastify server on :3000.
export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: initialLoadChunkName('app'), priority: 2 },
            // The client's indicator pages share their widgets and content: one chunk for all of them.
            { name: 'indicator-pages', test: /clients[\\/][^\\/]+[\\/]src[\\/](web[\\/]indicators|content)[\\/]|ui[\\/]slide-presenter[\\/]/, priority: 1 },
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
