// Bundles the server (and the shared and client sources it imports) into dist/main.js, and the report PDF
// worker thread's entry into dist/report-pdf.worker.js beside it (report-pdf-worker.ts starts it from there);
// npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'report-pdf.worker': 'src/features/reports/pdf/report-pdf.worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      // Workspace packages (@platform/*) are TypeScript source and get bundled; every other bare import is external.
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
