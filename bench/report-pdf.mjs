#!/usr/bin/env node
// The report PDF benchmark: rendering a report of 50 pages and 40 indicators to PDF with our renderer
// (apps/server/src/features/reports/pdf/), as a ratio to the same PDF library (pdfmake) writing the same
// text and SVGs without our code around it; time and peak memory, and how long each keeps the event loop
// busy, with the renderer in the server's thread and in a worker thread. See bench/README.md, "Report PDF".
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { watchMemory } from './lib/peak-memory.mjs';
import { installExitHandlers, onCleanup, startProcess } from './lib/processes.mjs';
import { writeLatest, writeReadmeTable } from './lib/results-files.mjs';
import { median } from './lib/stats.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const benchDir = path.dirname(scriptPath);
const rootDir = path.resolve(benchDir, '..');
const pdfDir = path.join(rootDir, 'apps/server/src/features/reports/pdf');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '50' },
    indicators: { type: 'string', default: '40' },
    locale: { type: 'string', default: 'fr' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
    // One measurement, in a process of its own (the benchmark starts these itself).
    child: { type: 'string' },
  },
});

if (options.help) {
  console.log(`Usage: node bench/report-pdf.mjs [options]
  --runs N          runs; each run measures our renderer, the bare library and the worker, each in a new process (default 3)
  --pages N         report pages (default 50)
  --indicators N    of them, pages holding an indicator (a chart and its table; default 40)
  --locale en|fr    the PDF's language (default fr)
  --write           write bench/results/report-pdf-latest.{md,json} (and the table into bench/README.md when it has the section's markers)`);
  process.exit(0);
}

const RUNS = Number(options.runs);
const SIZE = { pages: Number(options.pages), indicators: Number(options.indicators) };
const LOCALE = options.locale;
/** The server's thread counts as answering when its event loop is busy less than this in all (the worker test's bound). */
const RESPONSIVE_MS = 200;
const TIMER_MS = 10;
const CHILD_TIMEOUT_MS = 5 * 60_000;
const SIDES = ['ours', 'bare', 'worker'];

const format = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const spread = (values, digits = 0) => `${format(Math.min(...values), digits)}–${format(Math.max(...values), digits)}`;

// ---------------------------------------------------------------------------------------------------
// The code measured is bundled as a built server bundles it (esbuild, npm packages external), the worker's
// entry beside it as `report-pdf.worker.js`: what `renderReportPdfInWorker` starts in a built server.

async function bundleRenderer(outDir) {
  const require = createRequire(path.join(rootDir, 'apps/server/package.json'));
  const { build } = await import(pathToFileURL(require.resolve('esbuild')).href);
  const entry = path.join(outDir, 'bench-entry.ts');
  writeFileSync(
    entry,
    [
      `export { renderReportPdf } from ${JSON.stringify(path.join(pdfDir, 'report-pdf.ts'))};`,
      `export { renderReportPdfInWorker } from ${JSON.stringify(path.join(pdfDir, 'report-pdf-worker.ts'))};`,
      `export { reportDocDefinition } from ${JSON.stringify(path.join(pdfDir, 'report-doc-definition.ts'))};`,
      `export { reportFontsOf } from ${JSON.stringify(path.join(pdfDir, 'pdf-fonts.ts'))};`,
      `export { largeReportDocument, reportDocumentFixture } from ${JSON.stringify(path.join(pdfDir, 'test-report-document.ts'))};`,
    ].join('\n'),
  );
  await build({
    entryPoints: { 'bench-entry': entry, 'report-pdf.worker': path.join(pdfDir, 'report-pdf.worker.ts') },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  // The renderer looks for its worker as `report-pdf.worker.js` beside itself, as in apps/server/dist.
  writeFileSync(path.join(outDir, 'report-pdf.worker.js'), readFileSync(path.join(outDir, 'report-pdf.worker.mjs')));
  writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  return path.join(outDir, 'bench-entry.mjs');
}

// ---------------------------------------------------------------------------------------------------
// The bare library's document: every text, table and SVG of our document, in order, with nothing of ours
// around them (no cover, contents, headers, footers, styles, page breaks, fonts per heading).

/** A node's words as one string (what the bare document writes of a paragraph or a table cell). */
function plainText(node) {
  if (node === null || node === undefined) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (node.text !== undefined) return plainText(node.text);
  if (node.stack) return node.stack.map(plainText).filter(Boolean).join('\n');
  return '';
}

function bareContent(node, out) {
  if (node === null || node === undefined) return out;
  if (Array.isArray(node)) {
    for (const each of node) bareContent(each, out);
    return out;
  }
  if (typeof node === 'string') {
    if (node.trim()) out.push(node);
    return out;
  }
  if (node.svg) out.push({ svg: node.svg, width: node.width, height: node.height });
  else if (node.table) out.push({ table: { headerRows: node.table.headerRows ?? 0, body: node.table.body.map((row) => row.map(plainText)) } });
  else if (node.text !== undefined) {
    const text = plainText(node);
    if (text.trim()) out.push(text);
  } else if (node.stack) bareContent(node.stack, out);
  else if (node.ul) out.push({ ul: node.ul.map(plainText) });
  else if (node.ol) out.push({ ol: node.ol.map(plainText) });
  return out;
}

// ---------------------------------------------------------------------------------------------------
// One measurement, run by a child process (`--child`), which writes its result to a file.

/**
 * Runs `work`, timing it, its memory (bench/lib/peak-memory.mjs), how late a timer fired at worst meanwhile
 * (what a request waiting on this thread would have waited, the machine's load included) and how long the event
 * loop was busy in all (event-loop utilisation: callbacks run, not waiting for a core).
 */
async function measured(work) {
  const loop = performance.eventLoopUtilization();
  let last = performance.now();
  let lateMs = 0;
  const tick = () => {
    const now = performance.now();
    lateMs = Math.max(lateMs, now - last - TIMER_MS);
    last = now;
  };
  const memory = watchMemory();
  const timer = setInterval(tick, TIMER_MS);
  const started = performance.now();
  const pdf = await work();
  const ms = performance.now() - started;
  tick();
  clearInterval(timer);
  return { ms, lateMs, busyMs: performance.eventLoopUtilization(loop).active, memory: memory.stop(), bytes: pdf.length, pages: countPages(pdf) };
}

/** Pages in a PDF, from its page tree's `/Count` (the largest: the root's). */
const countPages = (pdf) => Math.max(...[...pdf.toString('latin1').matchAll(/\/Type \/Pages\b[^>]*?\/Count (\d+)/g)].map((match) => Number(match[1])), 0);

async function measureChild({ side, bundle, resultFile }) {
  const renderer = await import(pathToFileURL(bundle).href);
  const document = renderer.largeReportDocument(SIZE);
  const now = new Date('2025-03-12T16:00:00Z');
  let result;
  if (side === 'ours' || side === 'worker') {
    // Untimed: a first, small report, as a server that has rendered before (code compiled, fonts read).
    await renderer.renderReportPdf(renderer.reportDocumentFixture(), LOCALE, { now });
    result = await measured(() =>
      side === 'ours' ? renderer.renderReportPdf(document, LOCALE, { now }) : renderer.renderReportPdfInWorker(document, LOCALE, { now }),
    );
  } else {
    // Untimed: our document's texts, tables and chart SVGs (ECharts' server-side rendering is our code's work).
    const definition = await renderer.reportDocDefinition(document, LOCALE, { now });
    const content = bareContent(definition.content, []);
    const fonts = renderer.reportFontsOf(document.brand);
    const pdfmake = createRequire(path.join(rootDir, 'apps/server/package.json'))('pdfmake');
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy(() => true);
    const { family, normal, bold, italics, bolditalics } = fonts.body;
    pdfmake.setFonts({ [family]: { normal, bold, italics, bolditalics } });
    const bare = (items) => pdfmake.createPdf({ info: { creationDate: now }, defaultStyle: { font: family, fontSize: 10.5 }, content: items }).getBuffer();
    await bare(content.slice(0, 20));
    result = await measured(() => bare(content));
    result.items = content.length;
  }
  writeFileSync(resultFile, JSON.stringify(result));
}

if (options.child) {
  await measureChild(JSON.parse(options.child));
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------
// The run: the bundle, then per run the three measurements, in a rotating order.

installExitHandlers();
const workDir = path.join(rootDir, 'node_modules/.cache', `bench-report-pdf-${process.pid}`);
mkdirSync(workDir, { recursive: true });
onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
const bundle = await bundleRenderer(workDir);
const startedAt = new Date();
const loadAtStart = os.loadavg()[0];

async function inChild(side) {
  const resultFile = path.join(workDir, `result-${side}.json`);
  rmSync(resultFile, { force: true });
  const { exited } = startProcess(process.execPath, [scriptPath, '--child', JSON.stringify({ side, bundle, resultFile })], { timeoutMs: CHILD_TIMEOUT_MS, label: side });
  const { code, signal, timedOut, output } = await exited;
  if (code !== 0) throw new Error(`the ${side} measurement ${timedOut ? 'timed out' : `ended with ${code ?? signal}`}:\n${output.slice(-3000)}`);
  return JSON.parse(readFileSync(resultFile, 'utf8'));
}

const runs = [];
for (let run = 0; run < RUNS; run++) {
  const order = [...SIDES.slice(run % SIDES.length), ...SIDES.slice(0, run % SIDES.length)];
  const sides = {};
  for (const side of order) sides[side] = await inChild(side);
  runs.push({ ...sides, ratio: sides.ours.ms / sides.bare.ms, memoryRatio: sides.ours.memory.growthMb / sides.bare.memory.growthMb });
  const { ours, bare, worker } = sides;
  console.log(
    `run ${run + 1}: ours ${format(ours.ms)} ms (${ours.pages} pages, ${format(ours.bytes / 1e3)} kB, +${format(ours.memory.growthMb)} MB, busy ${format(ours.busyMs)} ms, timer late ${format(ours.lateMs)} ms); ` +
      `bare ${format(bare.ms)} ms (${bare.pages} pages, +${format(bare.memory.growthMb)} MB, late ${format(bare.lateMs)} ms); ` +
      `worker ${format(worker.ms)} ms (+${format(worker.memory.growthMb)} MB, busy ${format(worker.busyMs)} ms, late ${format(worker.lateMs)} ms); ratio ${format(sides.ours.ms / bare.ms, 2)}`,
  );
}

/** The code measured: the commit, and whether the renderer's code differs from it. */
function codeVersion() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: benchDir, encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', '../apps/server/src/features/reports/pdf', '../packages/shared/src/indicators') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ', with uncommitted changes in the renderer or the shared chart options' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const cpus = os.cpus();
const pick = (side, key) => runs.map((run) => (key === 'memory' ? run[side].memory.growthMb : key === 'peak' ? run[side].memory.peakMb : run[side][key]));
const cell = (values, digits = 0) => `${format(median(values), digits)} (${spread(values, digits)})`;
const first = runs[0];
const setting = [
  `Run on ${startedAt.toISOString()}: ${cpus.length} cores (${cpus[0]?.model.trim()}), Node ${process.version}; 1-minute load average ${format(loadAtStart, 2)} before, ${format(os.loadavg()[0], 2)} after. Code: ${codeVersion()}.`,
  `A report of ${SIZE.pages} pages, ${SIZE.indicators} of them an indicator (a stacked-bar chart of three members and the total over ten years, and its table), the others a text; in ${LOCALE === 'fr' ? 'French' : 'English'}: ` +
    `${first.ours.pages} PDF pages, ${format(first.ours.bytes / 1e3)} kB. ${runs.length} runs, each side in a new process, the order rotating; medians, (min–max) of the runs.`,
].join('\n');
const tableLines = [
  '| Side | Time (ms) | Ratio to the bare library | RSS growth during the work, MB (peak RSS of the process) | Event loop busy, in all (ms) | Longest a 10 ms timer was late (ms) |',
  '| --- | --- | --- | --- | --- | --- |',
  `| Ours, in the server's thread (renderReportPdf: ECharts SVG, cover, contents, tables, fonts) | ${cell(pick('ours', 'ms'))} | **${cell(runs.map((run) => run.ratio), 2)}** | ${cell(pick('ours', 'memory'))} (peak ${format(median(pick('ours', 'peak')))}) | ${cell(pick('ours', 'busyMs'))} | ${cell(pick('ours', 'lateMs'))} |`,
  `| The same PDF library alone (pdfmake writing the same texts, tables and SVGs) | ${cell(pick('bare', 'ms'))} | 1 | ${cell(pick('bare', 'memory'))} (peak ${format(median(pick('bare', 'peak')))}) | ${cell(pick('bare', 'busyMs'))} | ${cell(pick('bare', 'lateMs'))} |`,
  `| Ours, in a worker thread (renderReportPdfInWorker, the thread started for the report) | ${cell(pick('worker', 'ms'))} | ${cell(runs.map((run) => run.worker.ms / run.bare.ms), 2)} | ${cell(pick('worker', 'memory'))} (peak ${format(median(pick('worker', 'peak')))}) | ${cell(pick('worker', 'busyMs'))} (${runs.every((run) => run.worker.busyMs < RESPONSIVE_MS) ? 'PASS' : 'MISS'}: < ${RESPONSIVE_MS}) | ${cell(pick('worker', 'lateMs'))} |`,
];
const table = [setting, '', ...tableLines].join('\n');
console.log(`\n${table}`);

if (options.write) {
  const resultsDir = path.join(benchDir, 'results');
  writeLatest(resultsDir, 'report-pdf', `# Report PDF (bench/report-pdf.mjs)\n\n${table}\n`, { cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, startedAt, loadAtStart, size: SIZE, locale: LOCALE, runs });
  try {
    writeReadmeTable(path.join(benchDir, 'README.md'), 'report-pdf', 'bench/report-pdf.mjs', table);
    console.log('Written to bench/README.md and bench/results/report-pdf-latest.{md,json}.');
  } catch (error) {
    console.log(`Written to bench/results/report-pdf-latest.{md,json} (not to bench/README.md: ${error.message}).`);
  }
}
