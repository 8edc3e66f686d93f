#!/usr/bin/env node
// The home page's first-load JavaScript, from the build alone: `npm run build --workspace apps/web`,
// then `node bench/first-load.mjs` (add `--modules` for every source file's share). Exit code 1 when
// it is over the home page's budget (bench/lib/report.mjs), or when a back-office module is in it
// (DESIGN.md §4.13: no back-office route, descriptor or message namespace in the public pages' bundle).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { attributeBytes, BACK_OFFICE_SOURCES, sourceGroup } from './lib/chunks.mjs';
import { firstLoadScripts } from './lib/first-load.mjs';
import { kb, REQUIREMENTS } from './lib/report.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(repoRoot, 'apps/web');
const distDir = path.join(webDir, 'dist');
const { values: options } = parseArgs({ options: { modules: { type: 'boolean', default: false }, top: { type: 'string', default: '40' } } });

/** Whether a source (repository-relative) is back-office code, as the page-load check counts it (lib/chunks.mjs). */
const isBackOffice = (source) => {
  const fromWeb = path.relative(webDir, path.join(repoRoot, source)).replace(/\\/g, '/');
  return BACK_OFFICE_SOURCES.some((prefix) => fromWeb.startsWith(prefix));
};

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('first-load: apps/web/dist/index.html missing. Build first: npm run build --workspace apps/web');
  process.exit(2);
}

const load = firstLoadScripts(distDir);
const budget = REQUIREMENTS.maxHomeJsGzipBytes;
console.log(`Home page first-load JavaScript: ${load.gzipBytes} bytes gzipped (${kb(load.gzipBytes)}; budget ${kb(budget)}), ${load.bytes} bytes minified, ${load.files.length} files`);
const sources = new Map();
for (const { file, bytes, gzipBytes } of load.files) {
  console.log(`  ${file}: ${gzipBytes} gzipped, ${bytes} minified`);
  const mapFile = path.join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) continue;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const code = readFileSync(path.join(distDir, file), 'utf8');
  for (const [source, n] of attributeBytes(code, map)) {
    const relative = source === '(unmapped)' ? source : path.relative(repoRoot, path.resolve(path.dirname(path.join(distDir, file)), source)).replace(/\\/g, '/');
    sources.set(relative, (sources.get(relative) ?? 0) + n);
  }
}

const groups = new Map();
for (const [source, n] of sources) {
  const group = source === '(unmapped)' ? source : sourceGroup(path.relative(path.join(distDir, 'assets'), path.join(repoRoot, source)), webDir);
  groups.set(group, (groups.get(group) ?? 0) + n);
}
const top = Number(options.top);
const byBytes = (entries) => [...entries].sort((a, b) => b[1] - a[1]);
console.log(`\nBy package or folder (minified bytes, from the source maps):`);
for (const [group, n] of byBytes(groups).slice(0, top)) console.log(`  ${String(n).padStart(8)}  ${group}`);
if (options.modules) {
  console.log(`\nBy module (minified bytes):`);
  for (const [source, n] of byBytes(sources).slice(0, top)) console.log(`  ${String(n).padStart(8)}  ${source}`);
}

const backOffice = [...sources.keys()].filter((source) => source !== '(unmapped)' && isBackOffice(source));
if (backOffice.length > 0) console.log(`\nBack-office modules in the first load:\n${backOffice.map((source) => `  ${source}`).join('\n')}`);
else console.log('\nNo back-office module in the first load.');
process.exit(load.gzipBytes > budget || backOffice.length > 0 ? 1 : 0);
