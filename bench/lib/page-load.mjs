// Loads each public page once in a fresh mobile browser context (empty cache)
// and records every request until the network is idle.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { httpGet } from './server.mjs';
import { sleep, withTimeout } from './processes.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Lighthouse's mobile profile (Moto G Power screen, 412×823 at 1.75×) so both tools see the same layout. */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0.0.0 Mobile Safari/537.36',
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const SETTLE_MS = 500; // after Playwright's network idle (500 ms without requests), in case a late chunk starts
/** A chart ECharts has drawn (apps/web/src/ui/chart/EChart.tsx renders SVG into `.ui-chart`). */
export const CHART_DRAWN = '.ui-chart svg';

/** An image by what the browser asked for or what came back (a favicon is one too). */
function isImage(hop) {
  return hop.type === 'Image' || /^image\//.test(hop.mimeType ?? '') || /\/favicon\.\w+$/.test(new URL(hop.url).pathname);
}

async function servedGzipSize(url) {
  try {
    const res = await httpGet(url, { 'accept-encoding': 'gzip' });
    return { encoding: res.headers['content-encoding'] ?? 'identity', bytes: res.body.length };
  } catch {
    return { encoding: 'error', bytes: null };
  }
}

/** Loads one page in a fresh context; returns every request with sizes and encodings. */
async function loadPage(browser, url, timeoutMs, waitFor) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  const page = await context.newPage();
  // Chromium's own network log tells a request that reached the network from one the browser
  // answered from its memory or disk cache (a preloaded file requested again); Playwright does not.
  const hops = [];
  const hopById = new Map();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^(https?|wss?):/.test(event.request.url)) return;
    const hop = { url: event.request.url, type: event.type ?? 'Other', cached: false, mimeType: null };
    hops.push(hop);
    hopById.set(event.requestId, hop); // a redirect reuses the id: the new hop replaces the old one
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const hop = hopById.get(event.requestId);
    if (hop) hop.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const hop = hopById.get(event.requestId);
    if (!hop) return;
    hop.mimeType = event.response.mimeType;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) hop.cached = true;
  });
  const entries = [];
  const byRequest = new Map();
  const pending = [];
  page.on('request', (request) => {
    const parsed = new URL(request.url());
    if (!/^(https?|wss?):$/.test(parsed.protocol)) return; // data: and blob: never reach the network
    const entry = {
      url: request.url(),
      host: parsed.hostname,
      pathname: parsed.pathname,
      resourceType: request.resourceType(),
      status: null,
      contentType: null,
      contentEncoding: null,
      transferredBodyBytes: null,
      decodedBytes: null,
      gzip9Bytes: null,
      failed: null,
    };
    entries.push(entry);
    byRequest.set(request, entry);
  });
  const record = async (request, entry) => {
    try {
      const response = await request.response();
      if (!response) return;
      const headers = response.headers();
      entry.status = response.status();
      entry.contentType = headers['content-type'] ?? null;
      entry.contentEncoding = headers['content-encoding'] ?? 'identity';
      entry.transferredBodyBytes = (await request.sizes()).responseBodySize;
      if (entry.status < 300 && (entry.resourceType === 'script' || /javascript/.test(entry.contentType ?? ''))) {
        const body = await response.body();
        entry.decodedBytes = body.length;
        entry.gzip9Bytes = gzipSync(body, { level: 9 }).length;
      }
    } catch (error) {
      entry.failed ??= error.message.split('\n')[0];
    }
  };
  page.on('requestfinished', (request) => {
    const entry = byRequest.get(request);
    if (entry) pending.push(record(request, entry));
  });
  page.on('requestfailed', (request) => {
    const entry = byRequest.get(request);
    if (entry) entry.failed = request.failure()?.errorText ?? 'failed';
  });
  const started = Date.now();
  let navigationError = null;
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    // A page measured "with its chart" is not done until the chart is drawn (its chunk and figures loaded).
    if (waitFor) await page.locator(waitFor).first().waitFor({ state: 'attached', timeout: timeoutMs });
    await sleep(SETTLE_MS);
    if (!response?.ok()) navigationError = `HTTP ${response?.status()}`;
    else if ((await page.locator('#root > *').count()) === 0) navigationError = 'nothing rendered in #root';
  } catch (error) {
    navigationError = error.message.split('\n')[0];
  }
  const chartsDrawn = await page.locator(CHART_DRAWN).count().catch(() => 0);
  const elapsedMs = Date.now() - started;
  await withTimeout(Promise.all(pending), 15_000, 'reading response bodies').catch(() => {});
  await cdp.detach().catch(() => {});
  await context.close();
  return { entries, hops, navigationError, elapsedMs, chartsDrawn };
}

/**
 * The bundle-and-requests benchmark for every public page: request counts,
 * third-party hosts, back-office chunks and JavaScript sizes.
 */
export async function measurePageLoads({ baseUrl, pages, build, waitFor = {}, timeoutMs = 45_000 }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    const gzipCache = new Map();
    for (const pagePath of pages) {
      const { entries, hops, navigationError, elapsedMs, chartsDrawn } = await loadPage(browser, baseUrl + pagePath, timeoutMs, waitFor[pagePath]);
      const network = hops.filter((hop) => !hop.cached);
      const nonImage = network.filter((hop) => !isImage(hop));
      const thirdParty = entries.filter((e) => !LOCAL_HOSTS.has(e.host));
      const assetFile = (e) => (e.pathname.startsWith('/assets/') ? path.basename(e.pathname) : null);
      const backOffice = entries
        .map((e) => ({ file: assetFile(e), reason: assetFile(e) ? build.isBackOffice(assetFile(e)) : null }))
        .filter((x) => x.reason);
      // Once per file: a script the browser asks for twice (a preload, then the import) is sent once.
      const scripts = [...new Map(entries.filter((e) => e.decodedBytes !== null).map((e) => [e.url, e])).values()];
      for (const script of scripts) {
        if (!gzipCache.has(script.url)) gzipCache.set(script.url, await servedGzipSize(script.url));
        script.servedGzip = gzipCache.get(script.url);
      }
      // "Gzipped" JS: what the server sends when asked for gzip only; gzip -9 of the file when it sends it uncompressed.
      const gzipOf = (s) => (s.servedGzip.encoding === 'gzip' ? s.servedGzip.bytes : s.gzip9Bytes);
      const jsGzipBytes = scripts.reduce((sum, s) => sum + gzipOf(s), 0);
      // The JavaScript the page had asked for before it asked for the chart's chunk, in request order.
      const firstAsked = new Map();
      entries.forEach((e, i) => firstAsked.has(e.url) || firstAsked.set(e.url, i));
      const chartScripts = scripts.filter((s) => build.isChart(path.basename(s.pathname)));
      const chartAskedAt = Math.min(...chartScripts.map((s) => firstAsked.get(s.url)));
      const beforeChart = scripts.filter((s) => firstAsked.get(s.url) < chartAskedAt);
      const document = entries.find((e) => e.resourceType === 'document');
      results.push({
        path: pagePath,
        navigationError,
        elapsedMs,
        requests: network.length,
        nonImageRequests: nonImage.length,
        imageRequests: network.length - nonImage.length,
        servedFromBrowserCache: hops.filter((hop) => hop.cached).map((hop) => `${hop.type} ${new URL(hop.url).pathname}`),
        failedRequests: entries.filter((e) => e.failed || (e.status ?? 0) >= 400).map((e) => `${e.status ?? e.failed} ${e.url}`),
        thirdParty: thirdParty.map((e) => e.url),
        backOffice,
        js: {
          files: scripts.length,
          decodedBytes: scripts.reduce((sum, s) => sum + s.decodedBytes, 0),
          transferredBytes: scripts.reduce((sum, s) => sum + (s.transferredBodyBytes ?? 0), 0),
          gzip9Bytes: scripts.reduce((sum, s) => sum + s.gzip9Bytes, 0),
          gzipBytes: jsGzipBytes,
          chartFiles: chartScripts.map((s) => path.basename(s.pathname)),
          beforeChartGzipBytes: chartScripts.length ? beforeChart.reduce((sum, s) => sum + gzipOf(s), 0) : null,
          beforeChartFiles: chartScripts.length ? beforeChart.length : null,
          encodings: [...new Set(scripts.map((s) => s.contentEncoding))],
          servedGzipOnRequest: scripts.every((s) => s.servedGzip.encoding === 'gzip'),
          chunks: scripts
            .map((s) => ({
              file: path.basename(s.pathname),
              decodedBytes: s.decodedBytes,
              gzipBytes: gzipOf(s),
              chart: build.isChart(path.basename(s.pathname)),
              askedAt: firstAsked.get(s.url),
              beforeChart: firstAsked.get(s.url) < chartAskedAt,
              transferredBytes: s.transferredBodyBytes,
              encoding: s.contentEncoding,
            }))
            .sort((a, b) => b.gzipBytes - a.gzipBytes),
        },
        chartsDrawn,
        documentEncoding: document?.contentEncoding ?? null,
        encodingsByType: summarizeEncodings(entries),
        nonImageList: nonImage.map((hop) => `${hop.type.toLowerCase()} ${new URL(hop.url).pathname}`),
        imageList: network.filter((hop) => isImage(hop)).map((hop) => new URL(hop.url).pathname),
      });
    }
    return results;
  } finally {
    await browser.close().catch(() => {});
  }
}

function summarizeEncodings(entries) {
  const summary = {};
  for (const e of entries) {
    if (!e.contentEncoding) continue;
    const key = e.resourceType;
    summary[key] ??= {};
    summary[key][e.contentEncoding] = (summary[key][e.contentEncoding] ?? 0) + 1;
  }
  return summary;
}
