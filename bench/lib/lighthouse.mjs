// Lighthouse 13 with its default (mobile, simulated throttling) settings against
// Debian Chromium, one fresh Chromium per run, median of several runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup, withTimeout } from './processes.mjs';
import { CHROMIUM_PATH } from './page-load.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUN_TIMEOUT_MS = 150_000;
const live = new Set();
onCleanup(() => {
  for (const chrome of live) {
    try {
      process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
});

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

const weight = (finding) =>
  Math.max(finding.metricSavings?.LCP ?? 0, finding.metricSavings?.FCP ?? 0, finding.metricSavings?.TBT ?? 0, finding.savingsMs ?? 0);

/** Performance audits that lost points, biggest estimated LCP/FCP saving first. */
function performanceFindings(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      savingsMs: audit.details?.overallSavingsMs ?? null,
      metricSavings: audit.metricSavings ?? null,
    }))
    .sort((a, b) => weight(b) - weight(a));
}

/** Failed accessibility audits with a few of the offending elements. */
function accessibilityFindings(lhr) {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      elements: (audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.selector ?? item.node?.snippet ?? ''),
    }));
}

/**
 * Where the score goes: shifted elements, scripts' main-thread time, render-blocking files.
 * Lighthouse 13 removed `render-blocking-resources` for its insight audit `render-blocking-insight`
 * (same `url` and `wastedMs` per item); `layout-shifts` is still there, as a hidden audit.
 */
function culprits(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const short = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url));
  return {
    layoutShifts: items('layout-shifts')
      .filter((item) => (item.score ?? 0) >= 0.001)
      .slice(0, 3)
      .map((item) => ({ element: item.node?.selector ?? item.node?.snippet ?? 'unknown', score: Number((item.score ?? 0).toFixed(3)) })),
    scriptMainThreadMs: items('bootup-time')
      .slice(0, 3)
      .map((item) => ({ url: short(item.url), totalMs: Math.round(item.total ?? 0), scriptingMs: Math.round(item.scripting ?? 0) })),
    renderBlocking: items('render-blocking-insight').map((item) => ({ url: short(item.url), wastedMs: Math.round(item.wastedMs ?? 0) })),
  };
}

/**
 * The LCP element. Lighthouse 13 removed `largest-contentful-paint-element`: the element is now the
 * node item in the list of `lcp-breakdown-insight` (beside the table of LCP subparts).
 */
function lcpElement(lhr) {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  const node = details?.type === 'list' ? details.items?.find((item) => item.type === 'node') : null;
  return node ? { selector: node.selector, snippet: node.snippet } : null;
}

/** One Lighthouse run in a fresh Chromium; returns the figures the report needs. */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // the benchmark's own handler stops everything
    logLevel: 'silent',
  });
  live.add(chrome);
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      warnings: lhr.runWarnings ?? [],
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? null,
      lcpElement: lcpElement(lhr),
      culprits: culprits(lhr),
      performanceFindings: performanceFindings(lhr),
      accessibilityFindings: accessibilityFindings(lhr),
    };
  } finally {
    live.delete(chrome);
    await Promise.resolve(chrome.kill()).catch(() => {});
  }
}

/** Median of each figure over the runs, plus the run closest to the median performance for its findings. */
export function summarizeRuns(runs) {
  const ok = runs.filter((run) => !run.error);
  const performance = median(ok.map((r) => r.performance));
  const representative = ok.slice().sort((a, b) => Math.abs(a.performance - performance) - Math.abs(b.performance - performance))[0] ?? null;
  return {
    runs: runs.length,
    failedRuns: runs.filter((run) => run.error).map((run) => run.error),
    performance,
    accessibility: median(ok.map((r) => r.accessibility)),
    lcpMs: median(ok.map((r) => r.lcpMs)),
    fcpMs: median(ok.map((r) => r.fcpMs)),
    tbtMs: median(ok.map((r) => r.tbtMs)),
    cls: median(ok.map((r) => r.cls)),
    speedIndexMs: median(ok.map((r) => r.speedIndexMs)),
    perRun: runs.map((r) => (r.error ? { error: r.error } : { performance: r.performance, accessibility: r.accessibility, lcpMs: r.lcpMs, fcpMs: r.fcpMs, tbtMs: r.tbtMs })),
    lcpElement: representative?.lcpElement ?? null,
    culprits: representative ? { ...representative.culprits, cls: representative.cls } : null,
    performanceFindings: representative?.performanceFindings ?? [],
    accessibilityFindings: representative?.accessibilityFindings ?? [],
    warnings: [...new Set(ok.flatMap((r) => r.warnings))],
    settings: representative ? { formFactor: representative.formFactor, throttlingMethod: representative.throttlingMethod, lighthouseVersion: representative.lighthouseVersion } : null,
  };
}

/**
 * A run that throws is retried up to twice (Lighthouse's own advice for trace errors
 * such as NO_NAVSTART), then recorded as failed instead of ending the benchmark.
 */
export async function safeRun(url, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      log(`    Lighthouse run failed (attempt ${attempt} of ${attempts}): ${error.message}`);
      if (attempt >= attempts) return { error: error.message };
    }
  }
}
