import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A page with the shared slide presenter alone, for the end-to-end suite (see slide-presenter-harness.tsx).
 * Built like the app, then served by `vite preview` on the port the Playwright configuration gives.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
