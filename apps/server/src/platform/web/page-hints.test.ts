import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { clientPackageFor } from '../tenancy/client-packages.js';
import { createPageHints } from './page-hints.js';

// A build folder of our own, with the chunk names the web build gives the indicator pages (and others).
let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'page-hints-'));
  mkdirSync(path.join(distDir, 'assets'));
  for (const file of [
    'app-A1b2.js',
    'app-A1b2.css',
    'indicator-pages-C3d4.js',
    'indicator-pages-C3d4.js.gz',
    'StandardIndicatorPage-E5f6.js',
    'standard-indicator-G7h8.js',
    'standard-indicator-G7h8.js.map',
    'EChart-I9j0.js',
  ]) {
    writeFileSync(path.join(distDir, 'assets', file), '');
  }
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const item = (key: string, itemPath: string, custom: string | null = null): IndicatorListItem => ({
  key,
  path: itemPath,
  type: custom ? 'custom' : 'chart',
  custom,
  name: { en: key, fr: key },
});
const indicators = [
  item('ind_highlights_economy', '/indicators/faits_saillants/economie/highlights_economy', 'highlights_economy'),
  item('production_aluminium_multi', '/indicators/economie/production/production_aluminium_multi'),
  item('multi_exportations', '/indicators/economie/commerce/multi_exportations'),
];

const hintsFor = (dir = distDir) =>
  createPageHints({ webDistDir: dir, assetUrl: (file) => `/client-assets/demo/${file}`, clientPackage: clientPackageFor('demo') });
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

const STANDARD = ['/assets/StandardIndicatorPage-E5f6.js', '/assets/standard-indicator-G7h8.js'];
const CUSTOM = ['/assets/indicator-pages-C3d4.js'];

describe('page hints', () => {
  it("preload the standard page's code on an indicator without a custom page", () => {
    const hints = hintsFor();
    expect(preloads(hints('/indicators/economie/production/production_aluminium_multi', indicators).html)).toEqual(STANDARD);
    // Written with a trailing slash, the address is the same page.
    expect(preloads(hints('/indicators/economie/commerce/multi_exportations/', indicators).html)).toEqual(STANDARD);
  });

  it("preload the client's custom pages' chunk, and only it, on a custom indicator", () => {
    const html = hintsFor()('/indicators/faits_saillants/economie/highlights_economy', indicators).html;
    expect(preloads(html)).toEqual(CUSTOM);
  });

  it('preload no indicator code where no indicator page shows: unknown paths, section lists, other pages', () => {
    const hints = hintsFor();
    for (const pagePath of [
      '/indicators/economie/production/no_such_indicator',
      '/indicators/economie/production/production_aluminium_multi/more',
      '/indicators/economie',
      '/indicators',
      '/profile/sign_in',
      '/',
    ]) {
      expect(preloads(hints(pagePath, indicators).html), pagePath).toEqual([]);
    }
  });

  it('follow the indicator list as it changes', () => {
    const hints = hintsFor();
    const pagePath = '/indicators/economie/production/production_aluminium_multi';
    const madeCustom = indicators.map((indicator) => (indicator.path === pagePath ? { ...indicator, custom: 'highlights_economy' } : indicator));
    expect(preloads(hints(pagePath, madeCustom).html)).toEqual(CUSTOM);
    expect(preloads(hints(pagePath, indicators.slice(0, 1)).html)).toEqual([]);
    expect(preloads(hints(pagePath, indicators).html)).toEqual(STANDARD);
  });

  it('share a key between pages with the same hints, and give pages with other hints another', () => {
    const hints = hintsFor();
    const standard = hints('/indicators/economie/production/production_aluminium_multi', indicators);
    expect(hints('/indicators/economie/commerce/multi_exportations', indicators).key).toBe(standard.key);
    const keys = new Set([
      standard.key,
      hints('/indicators/faits_saillants/economie/highlights_economy', indicators).key,
      hints('/indicators/economie', indicators).key,
      hints('/', indicators).key,
    ]);
    expect(keys.size).toBe(4);
  });

  it("keep the client's first image beside the indicator page's code", () => {
    const home = hintsFor()('/', indicators).html;
    expect(home).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]*home-banner-480\.avif 480w/);
  });

  it('hint nothing missing from the build (no build at all, or a build without the chunk)', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'page-hints-empty-'));
    try {
      expect(hintsFor(path.join(empty, 'none'))('/indicators/economie/production/production_aluminium_multi', indicators).html).toBe('');
      mkdirSync(path.join(empty, 'assets'));
      writeFileSync(path.join(empty, 'assets', 'standard-indicator-K1l2.js'), '');
      const hints = hintsFor(empty);
      expect(preloads(hints('/indicators/economie/production/production_aluminium_multi', indicators).html)).toEqual([
        '/assets/standard-indicator-K1l2.js',
      ]);
      expect(hints('/indicators/faits_saillants/economie/highlights_economy', indicators).html).toBe('');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
