// Turns the collected figures into checks (figure, requirement, PASS/FAIL) and
// renders the Markdown results table.

export const KB = 1000; // kB as Vite and Lighthouse print them

export const REQUIREMENTS = {
  maxNonImageRequests: 10,
  maxHomeJsGzipBytes: 110 * KB,
  minPerformance: 95,
  // The standard indicator page, measured with its chart (issue: "an indicator page's first load").
  minPerformanceStandardIndicator: 90,
  maxStandardLcpToHome: 1.2,
  minAccessibility: 95,
  maxLcpRatio: 1.5,
  minRpsRatio: 0.7,
};

export const PAGE_LABELS = {
  '/': 'home',
  '/indicators/faits_saillants/economie/highlights_economy': 'economy highlights',
  '/indicators/faits_saillants/environnement/highlights_environment': 'environment highlights',
  '/indicators/faits_saillants/social/highlights_social': 'social highlights',
  '/indicators/presentation_globale/introduction/multi_global_presentation': 'global presentation',
  '/indicators/economie/production/production_aluminium_multi': 'standard indicator page (aluminium production, with its chart)',
};

/** A chart page without a custom page: figures computed at the server's start, table, chart (its own lazy chunk). */
export const STANDARD_INDICATOR_PAGE = '/indicators/economie/production/production_aluminium_multi';
export const STANDARD_INDICATOR_KEY = 'production_aluminium_multi';

const minPerformanceOf = (page) => (page === STANDARD_INDICATOR_PAGE ? REQUIREMENTS.minPerformanceStandardIndicator : REQUIREMENTS.minPerformance);

const label = (page) => PAGE_LABELS[page] ?? page;
export const kb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / KB).toFixed(1)} kB`);
const seconds = (ms) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const verdict = (pass) => (pass === true ? 'PASS' : pass === false ? '**FAIL**' : 'NOT RUN');
const cell = (value, pass) => `${value} ${verdict(pass)}`;

/** Every requirement, per page where it applies, as { id, what, page, measured, target, pass }. */
export function buildChecks(results) {
  const checks = [];
  const add = (check) => checks.push(check);
  const R = REQUIREMENTS;

  for (const load of results.pageLoads ?? []) {
    add({
      id: 'back-office',
      what: 'back-office chunks loaded',
      page: load.path,
      measured: load.backOffice.length,
      target: '0',
      pass: load.navigationError ? false : load.backOffice.length === 0,
    });
    add({ id: 'third-party', what: 'third-party requests', page: load.path, measured: load.thirdParty.length, target: '0', pass: load.thirdParty.length === 0 });
    add({
      id: 'requests',
      what: 'non-image requests on first load',
      page: load.path,
      measured: load.nonImageRequests,
      target: `≤ ${R.maxNonImageRequests}`,
      pass: !load.navigationError && load.nonImageRequests <= R.maxNonImageRequests,
    });
    if (load.path === STANDARD_INDICATOR_PAGE) {
      add({
        id: 'standard-chart',
        what: 'chart drawn on first load (the figures with their chart)',
        page: load.path,
        measured: `${load.chartsDrawn} chart(s), chart chunk ${load.js.chartFiles.join(', ') || 'not loaded'}`,
        target: 'drawn, its chunk loaded',
        pass: !load.navigationError && load.chartsDrawn > 0 && load.js.chartFiles.length > 0,
      });
    }
    if (load.path === '/') {
      add({
        id: 'home-js',
        what: 'JavaScript for the home page, gzipped',
        page: '/',
        measured: kb(load.js.gzipBytes),
        target: `≤ ${kb(R.maxHomeJsGzipBytes)}`,
        pass: !load.navigationError && load.js.gzipBytes <= R.maxHomeJsGzipBytes,
      });
    }
  }
  if (!results.pageLoads) {
    for (const id of ['back-office', 'third-party', 'requests', 'home-js']) add({ id, what: id, page: '-', measured: 'not run', target: '', pass: null });
  }

  for (const [page, lh] of Object.entries(results.lighthouse ?? {})) {
    const min = minPerformanceOf(page);
    add({ id: 'lh-performance', what: 'Lighthouse performance', page, measured: lh.performance, target: `≥ ${min}`, pass: lh.performance == null ? false : lh.performance >= min });
    add({ id: 'lh-accessibility', what: 'Lighthouse accessibility', page, measured: lh.accessibility, target: `≥ ${R.minAccessibility}`, pass: lh.accessibility == null ? false : lh.accessibility >= R.minAccessibility });
  }
  if (!results.lighthouse) add({ id: 'lighthouse', what: 'Lighthouse', page: '-', measured: 'not run', target: '', pass: null });
  const ratio = standardLcpRatio(results);
  if (ratio !== undefined) {
    add({
      id: 'standard-lcp-ratio',
      what: 'standard indicator page LCP ÷ home LCP (same run)',
      page: STANDARD_INDICATOR_PAGE,
      measured: ratio == null ? 'n/a' : ratio.toFixed(2),
      target: `≤ ${R.maxStandardLcpToHome.toFixed(2)}`,
      pass: ratio == null ? false : ratio <= R.maxStandardLcpToHome,
    });
  }

  const lcp = results.lcpVsNginx;
  add({
    id: 'lcp-ratio',
    what: 'home LCP, our server ÷ nginx static',
    page: '/',
    measured: lcp?.ratio == null ? (lcp?.skipped ?? 'not run') : lcp.ratio.toFixed(2),
    target: `≤ ${R.maxLcpRatio}`,
    pass: lcp?.ratio == null ? null : lcp.ratio <= R.maxLcpRatio,
  });

  for (const variant of results.rps?.variants ?? []) {
    add({
      id: `rps-${variant.id}`,
      what: `home HTML req/s, our server ÷ nginx (${variant.label})`,
      page: '/',
      measured: variant.ratio == null ? 'n/a' : variant.ratio.toFixed(2),
      target: `≥ ${R.minRpsRatio.toFixed(2)}`,
      pass: variant.ratio == null ? false : variant.ratio >= R.minRpsRatio && variant.ours.errors === 0,
    });
  }
  if (!results.rps?.variants) add({ id: 'rps', what: 'home HTML req/s ratio', page: '/', measured: results.rps?.skipped ?? 'not run', target: `≥ ${R.minRpsRatio.toFixed(2)}`, pass: null });
  return checks;
}

/** The standard page's median LCP over the home page's, both from this run's Lighthouse section; undefined when not measured. */
export function standardLcpRatio(results) {
  const page = results.lighthouse?.[STANDARD_INDICATOR_PAGE];
  if (!page) return undefined;
  const home = results.lighthouse['/'];
  return page.lcpMs && home?.lcpMs ? page.lcpMs / home.lcpMs : null;
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The Markdown results: summary, then one table per benchmark, then the notes. */
export function renderMarkdown(results, checks) {
  const R = REQUIREMENTS;
  const passed = checks.filter((c) => c.pass === true).length;
  const failed = checks.filter((c) => c.pass === false).length;
  const notRun = checks.filter((c) => c.pass === null).length;
  const find = (id, page) => checks.find((c) => c.id === id && c.page === page);
  const out = [];
  const m = results.machine;
  out.push(`Run on ${results.date} — ${m.cpuCount} cores (${m.cpuModel}), ${m.memoryGb} GB RAM, ${m.os}; Node ${m.node}; ${m.chromium}; ${m.nginx ?? 'nginx missing'}; ${m.loadTool}; Lighthouse ${m.lighthouse}.`);
  out.push(`Code: commit ${results.code.commit}${results.code.uncommittedFiles ? ` plus ${results.code.uncommittedFiles} uncommitted file(s)` : ''}; web build of ${results.code.webBuiltAt}, server build of ${results.code.serverBuiltAt ?? 'unknown'}.`);
  out.push('');
  out.push(`**${passed} of ${checks.length} checks pass${failed ? `, ${failed} fail` : ''}${notRun ? `, ${notRun} not run` : ''}.**`);
  out.push('');

  if (results.pageLoads) {
    out.push('### Public pages, first load (Playwright, Chromium, mobile 412×823, empty cache, until network idle)');
    out.push('');
    const rows = results.pageLoads.map((load) => {
      const home = load.path === '/';
      const withChart = load.js.beforeChartGzipBytes != null ? `; ${kb(load.js.beforeChartGzipBytes)} before the chart's chunk` : '';
      const js = home ? cell(kb(load.js.gzipBytes), find('home-js', '/').pass) : `${kb(load.js.gzipBytes)}${withChart} (info)`;
      return [
        label(load.path) + (load.navigationError ? ` (error: ${load.navigationError})` : ''),
        cell(load.nonImageRequests, find('requests', load.path).pass),
        cell(load.thirdParty.length, find('third-party', load.path).pass),
        cell(load.backOffice.length, find('back-office', load.path).pass),
        js,
        `${kb(load.js.transferredBytes)} (${load.js.encodings.join(', ')}), ${load.js.files} files`,
        String(load.imageRequests),
      ];
    });
    out.push(
      table(
        [
          'Page',
          `Non-image requests (≤ ${R.maxNonImageRequests})`,
          'Third-party requests (0)',
          'Back-office chunks (0)',
          `JS gzipped (home ≤ ${kb(R.maxHomeJsGzipBytes)})`,
          'JS as transferred',
          'Images',
        ],
        rows,
      ),
    );
    out.push('');
  }

  if (results.lighthouse) {
    out.push(`### Lighthouse ${results.machine.lighthouse}, mobile profile, simulated throttling (median of ${results.settings.lighthouseRuns} runs)`);
    out.push('');
    const rows = Object.entries(results.lighthouse).map(([page, lh]) => [
      label(page) + (lh.failedRuns.length ? ` (${lh.failedRuns.length} run(s) failed)` : ''),
      cell(lh.performance ?? 'n/a', find('lh-performance', page).pass),
      cell(lh.accessibility ?? 'n/a', find('lh-accessibility', page).pass),
      seconds(lh.lcpMs),
      seconds(lh.fcpMs),
      lh.tbtMs == null ? 'n/a' : `${Math.round(lh.tbtMs)} ms`,
      lh.cls == null ? 'n/a' : lh.cls.toFixed(3),
    ]);
    out.push(
      table(['Page', `Performance (≥ ${R.minPerformance}; standard indicator page ≥ ${R.minPerformanceStandardIndicator})`, `Accessibility (≥ ${R.minAccessibility})`, 'LCP', 'FCP', 'TBT', 'CLS'], rows),
    );
    out.push('');
  }

  const standard = renderStandardIndicator(results, find);
  if (standard) out.push(standard, '');

  const lcp = results.lcpVsNginx;
  out.push(`### Home page LCP: our server vs the same HTML as a static file on nginx (Lighthouse, same settings, median of ${results.settings.lighthouseRuns}, interleaved)`);
  out.push('');
  if (lcp?.ratio != null) {
    out.push(
      table(
        ['Figure', 'Our server', 'nginx static', `Ratio (≤ ${R.maxLcpRatio})`, 'Result'],
        [
          ['LCP', seconds(lcp.ours.lcpMs), seconds(lcp.nginx.lcpMs), lcp.ratio.toFixed(2), verdict(find('lcp-ratio', '/').pass)],
          ['FCP (info)', seconds(lcp.ours.fcpMs), seconds(lcp.nginx.fcpMs), (lcp.ours.fcpMs / lcp.nginx.fcpMs).toFixed(2), ''],
          ['Performance score (info)', lcp.ours.performance, lcp.nginx.performance, '', ''],
        ],
      ),
    );
  } else {
    out.push(`NOT RUN: ${lcp?.skipped ?? 'section skipped'}`);
  }
  out.push('');

  const rps = results.rps;
  out.push(
    `### Home page HTML, requests per second: our server vs nginx on the same file (${rps?.tool ?? 'wrk'}, ${results.settings.connections} connections, ${results.settings.durationSeconds} s after ${results.settings.warmupSeconds} s warm-up, median of ${results.settings.rpsRounds} alternating rounds; server on core 0, load generator on core 1)`,
  );
  out.push('');
  if (rps?.variants) {
    out.push(
      table(
        ['Request', 'Our server', 'nginx (1 worker)', `Ratio (≥ ${R.minRpsRatio.toFixed(2)})`, 'Result', 'Response (ours / nginx)'],
        rps.variants.map((v) => [
          v.label,
          `${Math.round(v.ours.rps)} req/s (rounds ${v.ours.rounds.join(', ')}; p99 ${v.ours.latencyP99}${v.ours.errors ? `; ${v.ours.errors} errors` : ''})`,
          `${Math.round(v.nginx.rps)} req/s (rounds ${v.nginx.rounds.join(', ')}; p99 ${v.nginx.latencyP99}${v.nginx.errors ? `; ${v.nginx.errors} errors` : ''})`,
          v.ratio.toFixed(2),
          verdict(find(`rps-${v.id}`, '/').pass),
          `${v.response.ours.status} ${v.response.ours.encoding} ${kb(v.response.ours.bytes)} / ${v.response.nginx.status} ${v.response.nginx.encoding} ${kb(v.response.nginx.bytes)}`,
        ]),
      ),
    );
  } else {
    out.push(`NOT RUN: ${rps?.skipped ?? 'section skipped'}`);
  }
  out.push('');

  if (results.notes.length) {
    out.push('Notes:');
    for (const note of results.notes) out.push(`- ${note}`);
    out.push('');
  }
  return out.join('\n');
}

/** The standard indicator page's own table: its first load before and with the chart, and its LCP against the home page's. */
function renderStandardIndicator(results, find) {
  const R = REQUIREMENTS;
  const page = STANDARD_INDICATOR_PAGE;
  const load = results.pageLoads?.find((l) => l.path === page);
  const lh = results.lighthouse?.[page];
  if (!load && !lh) return null;
  const home = results.lighthouse?.['/'];
  const figures = results.standardIndicator?.figures;
  const out = [`### Standard indicator page, first load with its chart (\`${page}\`)`, ''];
  const rows = [];
  if (figures) rows.push(['Figures the page shows (computed at the server\'s start)', figures.error ?? `${figures.rows} rows × ${figures.columns} years`, '', '']);
  if (load) {
    const before = load.js.beforeChartGzipBytes;
    rows.push(['Non-image requests, chart included', String(load.nonImageRequests), `≤ ${R.maxNonImageRequests}`, verdict(find('requests', page).pass)]);
    rows.push([
      'JavaScript gzipped before the chart\'s chunk is asked for',
      before == null ? 'n/a (no chart chunk loaded)' : `${kb(before)} (${load.js.beforeChartFiles} files)`,
      'info',
      '',
    ]);
    rows.push([
      'JavaScript gzipped with the chart (total)',
      `${kb(load.js.gzipBytes)} (${load.js.files} files; chart: ${load.js.chunks.filter((c) => c.chart).map((c) => `${c.file} ${kb(c.gzipBytes)}`).join(', ') || 'none'})`,
      'info',
      '',
    ]);
    rows.push(['Chart drawn', find('standard-chart', page).measured, 'drawn', verdict(find('standard-chart', page).pass)]);
  }
  if (lh) {
    rows.push([`Lighthouse performance (median of ${results.settings.lighthouseRuns})`, String(lh.performance ?? 'n/a'), `≥ ${R.minPerformanceStandardIndicator}`, verdict(find('lh-performance', page).pass)]);
    const ratio = find('standard-lcp-ratio', page);
    rows.push([
      'LCP ÷ home page LCP (same run, medians)',
      `${ratio.measured} (${seconds(lh.lcpMs)} ÷ ${seconds(home?.lcpMs)})`,
      `≤ ${R.maxStandardLcpToHome.toFixed(2)}`,
      verdict(ratio.pass),
    ]);
  }
  out.push(table(['Figure', 'Measured', 'Requirement', 'Result'], rows));
  return out.join('\n');
}

/** What lies behind the figures: the home page's chunks, each page's requests and Lighthouse's findings. */
export function renderDetails(results) {
  const out = ['## Details', ''];
  const home = results.pageLoads?.find((load) => load.path === '/');
  if (home) {
    out.push(`### JavaScript loaded by the home page (${home.js.files} files, ${kb(home.js.gzipBytes)} gzipped, ${kb(home.js.decodedBytes)} uncompressed)`);
    out.push('');
    out.push(
      table(
        ['Chunk', 'Gzipped', 'As transferred', 'Uncompressed', 'Biggest parts (minified bytes, from the source map)'],
        home.js.chunks.map((chunk) => [
          chunk.file,
          kb(chunk.gzipBytes),
          `${kb(chunk.transferredBytes)} ${chunk.encoding}`,
          kb(chunk.decodedBytes),
          (chunk.composition ?? [])
            .slice(0, 6)
            .map((part) => `${part.group} ${kb(part.bytes)}`)
            .join(', '),
        ]),
      ),
    );
    out.push('');
  }
  const standard = results.pageLoads?.find((load) => load.path === STANDARD_INDICATOR_PAGE);
  if (standard) {
    out.push(`### JavaScript loaded by the standard indicator page, in request order (${standard.js.files} files, ${kb(standard.js.gzipBytes)} gzipped)`);
    out.push('');
    out.push(
      table(
        ['Chunk', 'Gzipped', 'Before the chart', 'Biggest parts (minified bytes, from the source map)'],
        [...standard.js.chunks].sort((a, b) => a.askedAt - b.askedAt).map((chunk) => [
          chunk.file,
          kb(chunk.gzipBytes),
          chunk.chart ? 'chart' : chunk.beforeChart ? 'yes' : 'no',
          (chunk.composition ?? [])
            .slice(0, 6)
            .map((part) => `${part.group} ${kb(part.bytes)}`)
            .join(', '),
        ]),
      ),
    );
    out.push('');
  }
  for (const load of results.pageLoads ?? []) {
    out.push(`- ${PAGE_LABELS[load.path] ?? load.path}: ${load.nonImageRequests} non-image requests: ${load.nonImageList.join(', ')}`);
    if (load.imageList?.length) out.push(`  - images: ${load.imageList.join(', ')}`);
    if (load.servedFromBrowserCache?.length) out.push(`  - also asked for but answered from the browser's cache (not counted): ${load.servedFromBrowserCache.join(', ')}`);
    if (load.thirdParty.length) out.push(`  - third-party: ${load.thirdParty.join(', ')}`);
    if (load.backOffice.length) out.push(`  - back-office: ${load.backOffice.map((b) => `${b.file} (${b.reason})`).join(', ')}`);
    if (load.failedRequests.length) out.push(`  - failed: ${load.failedRequests.join(', ')}`);
  }
  out.push('');
  if (results.lighthouse) {
    out.push('### Lighthouse findings (run nearest the median)');
    out.push('');
    for (const [page, lh] of Object.entries(results.lighthouse)) {
      const findings = lh.performanceFindings
        .filter((f) => (f.metricSavings && Object.values(f.metricSavings).some((v) => v > 0)) || f.savingsMs > 0)
        .slice(0, 5)
        .map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
      const a11y = lh.accessibilityFindings.map((f) => `${f.title}${f.elements.length ? ` [${f.elements.join('; ')}]` : ''}`);
      out.push(`- ${PAGE_LABELS[page] ?? page}: per run performance ${lh.perRun.map((r) => r.performance ?? 'error').join('/')}, LCP ${lh.perRun.map((r) => (r.lcpMs == null ? 'error' : (r.lcpMs / 1000).toFixed(2))).join('/')} s; LCP element \`${lh.lcpElement?.selector ?? 'n/a'}\``);
      out.push(`  - performance opportunities: ${findings.join('; ') || 'none with an estimated saving'}`);
      const c = lh.culprits;
      if (c?.layoutShifts.length) out.push(`  - layout shifts (CLS ${c.cls?.toFixed(3)} in this run): ${c.layoutShifts.map((x) => `\`${x.element}\` ${x.score}`).join('; ')}`);
      if (c?.scriptMainThreadMs.length) out.push(`  - main-thread time by script (4× CPU slowdown): ${c.scriptMainThreadMs.map((x) => `${x.url} ${x.totalMs} ms (scripting ${x.scriptingMs} ms)`).join('; ')}`);
      if (c?.renderBlocking.length) out.push(`  - render-blocking: ${c.renderBlocking.map((x) => `${x.url} (${x.wastedMs} ms)`).join('; ')}`);
      if (a11y.length) out.push(`  - accessibility failures: ${a11y.join('; ')}`);
      if (lh.warnings.length) out.push(`  - Lighthouse warnings: ${lh.warnings.join(' | ')}`);
    }
    out.push('');
  }
  return out.join('\n');
}
