#!/usr/bin/env node
// The public site's performance benchmark (issue: "The public sustainability-report
// site of the demo client, complete and fast"). Expects `npm run build` done;
// starts the built server and nginx itself and stops them whatever happens.
// See bench/README.md for what each figure means and how it is measured.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analyzeBuild } from './lib/chunks.mjs';
import { indicatorFigures, seedDemoData } from './lib/demo-data.mjs';
import { safeRun, summarizeRuns } from './lib/lighthouse.mjs';
import { measureRps } from './lib/load-test.mjs';
import { startNginx, writeStaticSite } from './lib/nginx.mjs';
import { CHART_DRAWN, measurePageLoads } from './lib/page-load.mjs';
import { cleanupAll, findFreePort, installExitHandlers, onCleanup, pinning, sleep, which } from './lib/processes.mjs';
import { buildChecks, kb, PAGE_LABELS, renderDetails, renderMarkdown, STANDARD_INDICATOR_KEY, STANDARD_INDICATOR_PAGE, standardLcpRatio } from './lib/report.mjs';
import { httpGet, startOurServer } from './lib/server.mjs';
import { snapshotBuild } from './lib/snapshot.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

const ALL_PAGES = Object.keys(PAGE_LABELS);
const SECTIONS = ['bundle', 'lighthouse', 'lcp', 'rps'];
const BROWSER_ENCODING = 'gzip, deflate, br';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'rps-rounds': { type: 'string', default: '5' },
    port: { type: 'string', default: '3200' },
    only: { type: 'string' },
    pages: { type: 'string' },
    'load-tool': { type: 'string' },
    'time-limit': { type: 'string', default: '1800' },
    'wait-idle': { type: 'string', default: '0' },
    'keep-temp': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (options.help) {
  console.log(`Usage: npm run bench [-- options]
  --runs N           Lighthouse runs per page, median kept (default 3)
  --duration S       load test seconds per target (default 10)
  --warmup S         load test warm-up seconds (default 2)
  --connections N    load test connections (default 50)
  --rps-rounds N     load test rounds per server, alternating, median kept (default 5)
  --port N           first port to try for our server (default 3200; nginx takes the next free one)
  --only LIST        comma-separated subset of ${SECTIONS.join(',')} (results then not written unless all run)
  --pages LIST       comma-separated public pages to measure, by path or label word (e.g. standard); the home
                     page is always measured (its LCP is the standard page's reference); results then not written
  --load-tool T      wrk or autocannon (default: wrk when installed)
  --time-limit S     whole-run limit; everything is stopped after it (default 1800)
  --wait-idle S      wait up to S seconds for the 1-minute load average to fall below half the cores before starting
  --keep-temp        keep the temporary folder (server data, static copy, nginx.conf, logs)
  --no-write         print the results only, do not write bench/results/latest.*`);
  process.exit(0);
}

const sections = new Set(options.only ? options.only.split(',').map((s) => s.trim()) : SECTIONS);
const PUBLIC_PAGES = options.pages
  ? ALL_PAGES.filter((page) => page === '/' || options.pages.split(',').some((want) => want.trim() && (page === want.trim() || PAGE_LABELS[page].includes(want.trim()))))
  : ALL_PAGES;
for (const section of sections) {
  if (!SECTIONS.includes(section)) {
    console.error(`Unknown section "${section}"; choose from ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
}
const settings = {
  lighthouseRuns: Math.max(1, Number(options.runs)),
  durationSeconds: Math.max(1, Number(options.duration)),
  warmupSeconds: Math.max(0, Number(options.warmup)),
  connections: Math.max(1, Number(options.connections)),
  rpsRounds: Math.max(1, Number(options['rps-rounds'])),
};

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The machine's 1-minute load average when a section starts: other work on the 2 cores skews every figure. */
const loadSamples = [];
function sampleLoad(section) {
  const load1 = Number(os.loadavg()[0].toFixed(2));
  loadSamples.push({ section, load1 });
  log(`${section}: load average ${load1} on ${os.cpus().length} cores`);
}

function firstLine(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}\n${result.stderr ?? ''}`
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.includes('unexpected operator'));
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** Newest file under the given folders (to warn when the build is older than the sources). */
function newestSource(folders) {
  let newest = { file: null, mtimeMs: 0 };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const { mtimeMs } = statSync(full);
        if (mtimeMs > newest.mtimeMs) newest = { file: full, mtimeMs };
      }
    }
  };
  for (const folder of folders) if (existsSync(folder)) walk(folder);
  return newest;
}

function machineInfo(loadTool, nginxPath, wrkPath) {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    chromium: firstLine('/usr/bin/chromium', ['--version']) ?? 'chromium missing',
    nginx: nginxPath ? firstLine(nginxPath, ['-v'])?.replace('nginx version: ', '') : null,
    wrk: wrkPath ? firstLine(wrkPath, ['--version'])?.split(' Copyright')[0] : null,
    loadTool: loadTool === 'wrk' ? (wrkPath ? firstLine(wrkPath, ['--version'])?.split(' [')[0] : 'wrk') : `autocannon ${packageVersion('autocannon')}`,
    lighthouse: packageVersion('lighthouse'),
    playwright: packageVersion('@playwright/test'),
    pinned: pinning.available,
  };
}

function codeInfo(appRoot) {
  const git = (...args) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() ?? '';
  const indexHtml = path.join(appRoot, 'apps/web/dist/index.html');
  return {
    commit: git('rev-parse', '--short', 'HEAD') || 'unknown',
    uncommittedFiles: git('status', '--porcelain').split('\n').filter(Boolean).length,
    webBuiltAt: existsSync(indexHtml) ? statSync(indexHtml).mtime.toISOString() : null,
    serverBuiltAt: statSync(path.join(appRoot, 'apps/server/dist/main.js')).mtime.toISOString(),
  };
}

const README_START = '<!-- results:start (written by bench/run.mjs) -->';
const README_END = '<!-- results:end -->';

/** Puts the summary tables of a complete run into bench/README.md between its markers. */
function updateReadme(summary) {
  const readme = path.join(benchDir, 'README.md');
  if (!existsSync(readme)) return;
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) return;
  writeFileSync(readme, `${text.slice(0, start + README_START.length)}\n${summary}\nDetails (chunks, requests, Lighthouse findings): [results/latest.md](results/latest.md).\n${text.slice(end)}`);
}

async function main() {
  installExitHandlers();
  const started = Date.now();
  const timeLimit = setTimeout(() => {
    console.error(`\nbench: the run passed its ${options['time-limit']} s limit; stopping everything it started`);
    cleanupAll();
    process.exit(2);
  }, (Number(options['time-limit']) + Number(options['wait-idle'])) * 1000);
  timeLimit.unref();

  // 1. What the run needs: the build, the browser, and nginx/wrk for the comparisons.
  const missingBuild = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].filter((f) => !existsSync(path.join(repoRoot, f)));
  if (missingBuild.length) {
    console.error(`bench: ${missingBuild.join(' and ')} missing. Build first: npm run build && npm run bench`);
    process.exit(2);
  }
  if (!existsSync('/usr/bin/chromium')) {
    console.error('bench: /usr/bin/chromium missing. Install it: apt-get install -y chromium');
    process.exit(2);
  }
  pinning.init(os.cpus().length);
  const nginxPath = which('nginx');
  const wrkPath = which('wrk');
  const loadTool = options['load-tool'] ?? (wrkPath ? 'wrk' : 'autocannon');
  const notes = [];
  if (!nginxPath) {
    const message = 'nginx is not installed, so the LCP and requests-per-second comparisons cannot run. Install it: apt-get install -y nginx-light';
    console.error(`bench: ${message}`);
    notes.push(message);
  }
  if (!wrkPath) {
    const message = 'wrk is not installed; the load test falls back to autocannon (a Node client on one core, which can cap the figures of the faster server). Install wrk: apt-get install -y wrk';
    console.error(`bench: ${message}`);
    notes.push(message);
  }
  if (loadTool === 'wrk' && !wrkPath) throw new Error('--load-tool wrk asked for but wrk is not installed (apt-get install -y wrk)');
  if (!pinning.available) notes.push('Processes were NOT pinned to separate cores (taskset missing or a single core): the requests-per-second figures are less comparable.');

  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  chmodSync(tmpRoot, 0o755); // nginx's unprivileged worker reads the static copy below it
  onCleanup(() => {
    if (!options['keep-temp']) rmSync(tmpRoot, { recursive: true, force: true });
  });
  // The run measures a private copy of the build, so a rebuild in the work tree meanwhile changes nothing.
  const appRoot = await snapshotBuild({ repoRoot, target: path.join(tmpRoot, 'app'), log });
  const newest = newestSource(['apps/web/src', 'apps/server/src', 'packages/shared/src', 'clients/demo/src'].map((f) => path.join(repoRoot, f)));
  const builtAt = statSync(path.join(appRoot, 'apps/web/dist/index.html')).mtimeMs;
  if (newest.mtimeMs > builtAt + 1000) {
    const message = `The build is older than the sources (${path.relative(repoRoot, newest.file)} changed after it): the figures are those of the last build. Run npm run build first.`;
    console.error(`bench: ${message}`);
    notes.push(message);
  }

  const results = {
    date: new Date().toISOString(),
    machine: machineInfo(loadTool, nginxPath, wrkPath),
    code: codeInfo(appRoot),
    settings: { ...settings, pages: PUBLIC_PAGES, sections: [...sections] },
    notes,
  };
  const build = analyzeBuild(path.join(appRoot, 'apps/web'));
  results.build = { classifiedBy: build.methods, backOfficeFiles: build.backOfficeFiles };
  log(`back-office files in the build (${build.methods.join(' + ')}): ${build.backOfficeFiles.map((f) => f.file).join(', ') || 'none found'}`);

  // The demo's inputs and the figures computed from them, which a production start does not seed; before the
  // start sample, so the machine's load at the start is not the seeding's.
  sampleLoad('the beginning (before the benchmark starts anything)');
  const seedPort = await findFreePort(Number(options.port) + 10);
  log(`seeding the demo's data (one development-mode start on port ${seedPort})`);
  const seeded = await seedDemoData({
    repoRoot: appRoot,
    dataDir: path.join(tmpRoot, 'data'),
    port: seedPort,
    logFile: path.join(tmpRoot, 'demo-seed.log'),
    indicatorKey: STANDARD_INDICATOR_KEY,
  });
  log(`demo data seeded in ${seeded.seconds} s`);
  results.demoSeedSeconds = seeded.seconds;
  const waitIdle = Number(options['wait-idle']) * 1000;
  if (waitIdle > 0) {
    const quiet = os.cpus().length / 2;
    const until = Date.now() + waitIdle;
    while (os.loadavg()[0] >= quiet && Date.now() < until) {
      log(`waiting for a quieter machine: load average ${os.loadavg()[0].toFixed(2)} (want < ${quiet})`);
      await sleep(15_000);
    }
  }
  sampleLoad('start (after the demo-data start, before the measured server)');
  const measuringFrom = Date.now();
  results.date = new Date(measuringFrom).toISOString();
  // Our server, pinned to core 0 for the whole run (the load test needs it there).
  const serverPort = await findFreePort(Number(options.port));
  log(`starting our server on port ${serverPort} (data in ${tmpRoot}/data)`);
  const server = await startOurServer({ repoRoot: appRoot, port: serverPort, dataDir: path.join(tmpRoot, 'data'), logFile: path.join(tmpRoot, 'server.log') });
  let nginx = null;
  try {
    log(`server ready at ${server.url} after ${((Date.now() - measuringFrom) / 1000).toFixed(1)} s`);
    const home = await httpGet(`${server.url}/`);
    const homeHtml = home.body;
    const compressedHome = await httpGet(`${server.url}/`, { 'accept-encoding': BROWSER_ENCODING });
    results.compression = {
      htmlWithBrowserHeaders: compressedHome.headers['content-encoding'] ?? 'identity',
      htmlBytes: homeHtml.length,
      htmlTransferredBytes: compressedHome.body.length,
    };

    // The standard indicator page shows the figures the server computed at its start: say how many.
    if (PUBLIC_PAGES.includes(STANDARD_INDICATOR_PAGE)) {
      results.standardIndicator = { figures: await indicatorFigures(server.url, STANDARD_INDICATOR_KEY) };
      log(`standard indicator ${STANDARD_INDICATOR_KEY}: ${results.standardIndicator.figures.error ?? `${results.standardIndicator.figures.rows} rows × ${results.standardIndicator.figures.columns} years`}`);
    }

    // 2. Bundle and requests.
    if (sections.has('bundle')) {
      sampleLoad('bundle');
      log('loading each public page in a fresh mobile context (Playwright)');
      results.pageLoads = await measurePageLoads({ baseUrl: server.url, pages: PUBLIC_PAGES, build, waitFor: { [STANDARD_INDICATOR_PAGE]: CHART_DRAWN } });
      for (const load of results.pageLoads) {
        for (const chunk of load.js.chunks) chunk.composition = build.composition(chunk.file)?.slice(0, 12) ?? null;
        const chart = load.js.beforeChartGzipBytes == null ? '' : ` (${kb(load.js.beforeChartGzipBytes)} before the chart's chunk), ${load.chartsDrawn} chart(s) drawn`;
        log(`  ${PAGE_LABELS[load.path]}: ${load.nonImageRequests} non-image requests, JS ${kb(load.js.gzipBytes)} gzipped${chart}, ${load.thirdParty.length} third-party, ${load.backOffice.length} back-office${load.navigationError ? `; ERROR ${load.navigationError}` : ''}`);
      }
      const homeLoad = results.pageLoads.find((l) => l.path === '/');
      results.compression.scripts = homeLoad.js.encodings;
      results.compression.scriptsGzipOnRequest = homeLoad.js.servedGzipOnRequest;
      results.compression.document = homeLoad.documentEncoding;
      if (!homeLoad.js.encodings.some((e) => e === 'gzip' || e === 'br')) {
        notes.push(`Our server sends JavaScript uncompressed: ${kb(homeLoad.js.transferredBytes)} transferred for the home page; the gzipped figure is gzip -9 of each file.`);
      } else if (!homeLoad.js.servedGzipOnRequest) {
        notes.push('Our server does not answer every JavaScript file with gzip when asked for gzip only; for those files the gzipped figure is gzip -9 of the file.');
      }
    }
    notes.push(
      `Home page HTML: ${kb(results.compression.htmlBytes)}, sent ${results.compression.htmlWithBrowserHeaders === 'identity' ? 'uncompressed' : `${results.compression.htmlWithBrowserHeaders}-compressed (${kb(results.compression.htmlTransferredBytes)})`} to a browser.`,
    );

    // 3. Lighthouse on every public page.
    if (sections.has('lighthouse')) {
      sampleLoad('lighthouse');
      results.lighthouse = {};
      for (const page of PUBLIC_PAGES) {
        const runs = [];
        for (let i = 0; i < settings.lighthouseRuns; i++) {
          const run = await safeRun(server.url + page, log);
          runs.push(run);
          log(`  Lighthouse ${PAGE_LABELS[page]} run ${i + 1}: performance ${run.performance ?? 'error'}, accessibility ${run.accessibility ?? 'error'}, LCP ${run.lcpMs == null ? 'error' : Math.round(run.lcpMs) + ' ms'}`);
        }
        results.lighthouse[page] = summarizeRuns(runs);
      }
      const ratio = standardLcpRatio(results);
      if (ratio) log(`  standard indicator page LCP ÷ home LCP: ${ratio.toFixed(2)}`);
    }

    // 4 and 5 need the static copy on nginx.
    if ((sections.has('lcp') || sections.has('rps')) && nginxPath) {
      const root = writeStaticSite({ dir: path.join(tmpRoot, 'static'), repoRoot: appRoot, homeHtml });
      const nginxPort = await findFreePort(serverPort + 1);
      nginx = await startNginx({ nginxPath, dir: path.join(tmpRoot, 'static'), root, port: nginxPort });
      const check = await httpGet(`${nginx.url}/`);
      if (!check.body.equals(homeHtml)) throw new Error('nginx does not serve the saved home page byte for byte');
      log(`nginx ready at ${nginx.url}, serving the saved home page (${kb(homeHtml.length)})`);
    }
    const skippedWhy = nginxPath ? null : 'nginx not installed (apt-get install -y nginx-light)';

    // 4. LCP: ours vs nginx, interleaved so both see the same machine state.
    if (sections.has('lcp')) {
      if (!nginx) {
        results.lcpVsNginx = { skipped: skippedWhy };
      } else {
        sampleLoad('lcp');
        const ours = [];
        const static_ = [];
        for (let i = 0; i < settings.lighthouseRuns; i++) {
          ours.push(await safeRun(`${server.url}/`, log));
          static_.push(await safeRun(`${nginx.url}/`, log));
          log(`  LCP run ${i + 1}: ours ${Math.round(ours[i].lcpMs ?? NaN)} ms, nginx ${Math.round(static_[i].lcpMs ?? NaN)} ms`);
        }
        const oursSummary = summarizeRuns(ours);
        const nginxSummary = summarizeRuns(static_);
        results.lcpVsNginx = {
          ours: oursSummary,
          nginx: nginxSummary,
          ratio: oursSummary.lcpMs && nginxSummary.lcpMs ? oursSummary.lcpMs / nginxSummary.lcpMs : null,
        };
      }
    }

    // 5. Requests per second on the home page HTML.
    if (sections.has('rps')) {
      if (!nginx) {
        results.rps = { skipped: skippedWhy };
      } else {
        sampleLoad('rps');
        results.rps = { tool: loadTool, variants: [] };
        const variants = [
          { id: 'browser', label: `Accept-Encoding: ${BROWSER_ENCODING} (as a browser)`, headers: { 'Accept-Encoding': BROWSER_ENCODING } },
          { id: 'identity', label: 'no Accept-Encoding (uncompressed)', headers: {} },
        ];
        for (const variant of variants) {
          const sample = async (url) => {
            const res = await httpGet(url, variant.headers);
            return { status: res.status, encoding: res.headers['content-encoding'] ?? 'identity', bytes: res.body.length };
          };
          const response = { ours: await sample(`${server.url}/`), nginx: await sample(`${nginx.url}/`) };
          const run = (url) =>
            measureRps({ tool: loadTool, wrkPath, repoRoot, url, seconds: settings.durationSeconds, warmupSeconds: settings.warmupSeconds, connections: settings.connections, headers: variant.headers });
          // Several rounds, alternating the two servers, so a burst of other work on the machine
          // hits both; the median round of each server is kept.
          const rounds = { ours: [], nginx: [] };
          for (let round = 0; round < settings.rpsRounds; round++) {
            rounds.ours.push(await run(`${server.url}/`));
            await sleep(1000);
            rounds.nginx.push(await run(`${nginx.url}/`));
            await sleep(1000);
          }
          const medianRound = (list) => list.slice().sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)];
          const ours = { ...medianRound(rounds.ours), errors: rounds.ours.reduce((sum, r) => sum + r.errors, 0), rounds: rounds.ours.map((r) => Math.round(r.rps)) };
          const ref = { ...medianRound(rounds.nginx), errors: rounds.nginx.reduce((sum, r) => sum + r.errors, 0), rounds: rounds.nginx.map((r) => Math.round(r.rps)) };
          const ratio = ours.rps && ref.rps ? ours.rps / ref.rps : null;
          results.rps.variants.push({ ...variant, response, ours, nginx: ref, ratio });
          log(`  req/s ${variant.id}: ours ${ours.rounds.join('/')}, nginx ${ref.rounds.join('/')}, ratio of medians ${ratio?.toFixed(2)}`);
        }
      }
    }
  } finally {
    if (nginx) await nginx.stop();
    await server.stop();
    log('server and nginx stopped');
  }

  // 6. The table.
  results.load = loadSamples;
  const busiest = Math.max(0, ...loadSamples.map((l) => l.load1));
  const loads = `1-minute load average ${loadSamples.map((l) => `${l.load1} at ${l.section}`).join(', ')} on ${os.cpus().length} cores (after the start this includes the benchmark's own browser)`;
  if (busiest > os.cpus().length * 0.75) {
    notes.push(
      `The machine was busy: ${loads}. Other processes competing for the CPU lower Lighthouse's performance scores (main-thread time is measured, then slowed down 4×) and both servers' requests per second; rerun on an idle machine for steadier figures.`,
    );
  } else {
    notes.push(`The machine was quiet: ${loads}.`);
  }
  const checks = buildChecks(results);
  results.checks = checks;
  results.durationSeconds = Math.round((Date.now() - measuringFrom) / 1000);
  results.waitedForIdleSeconds = Math.round((measuringFrom - started) / 1000);
  const summary = renderMarkdown(results, checks);
  const markdown = `${summary}\n${renderDetails(results)}`;
  console.log(`\n${markdown}`);
  const complete = SECTIONS.every((s) => sections.has(s)) && PUBLIC_PAGES.length === ALL_PAGES.length;
  if (!options['no-write'] && complete) {
    const outDir = path.join(benchDir, 'results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'latest.md'), `# Benchmark results\n\nWritten by \`npm run bench\`; see bench/README.md.\n\n${markdown}`);
    writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    updateReadme(summary);
    log(`results written to bench/results/latest.md and latest.json (${results.durationSeconds} s)`);
  }
  if (options['keep-temp']) log(`temporary folder kept: ${tmpRoot}`);
  const failed = checks.some((c) => c.pass !== true);
  process.exitCode = failed ? 1 : 0;
}

main()
  .catch((error) => {
    console.error(`bench: ${error.stack ?? error.message}`);
    process.exitCode = 2;
  })
  .finally(() => {
    cleanupAll();
    // Browsers and sockets may keep the event loop alive; the results are written.
    setTimeout(() => process.exit(), 200).unref();
  });
