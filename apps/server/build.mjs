// Bundles the server (and the shared and client sources it imports) into dist/main.js;
// npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
