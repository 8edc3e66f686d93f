import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ClientServerPackage } from '@platform/shared/clients/client-seed';
import type { IndicatorListItem } from '@platform/shared/indicators/indicator-list.schemas';
import { indicatorPageKind, type IndicatorPageKind } from './indicator-page-kind.js';

export interface PageHints {
  /** Pages with the same key get the same hints (it keys the visitor page cache). */
  key: string;
  html: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built chunks each kind of indicator page runs, found by the names apps/web/vite.config.ts gives them:
 * the client's custom pages are one chunk; the standard page is its group's chunk plus the small file
 * Rolldown keeps for the page's dynamic import (when it writes one).
 */
const CHUNKS: Record<IndicatorPageKind, RegExp[]> = {
  custom: [/^indicator-pages-[\w-]+\.js$/],
  standard: [/^StandardIndicatorPage-[\w-]+\.js$/, /^standard-indicator-[\w-]+\.js$/],
};

/**
 * `<link>` hints that start downloads before the app asks for them: the
 * client's first image for a page (its largest paint), and on an indicator's
 * page the code of that page, custom or standard (so it does not wait for the
 * first bundle to run and ask for it). The indicator list tells which kind a
 * path shows; a section's list or an unknown path gets neither.
 */
export function createPageHints(options: {
  webDistDir: string;
  assetUrl: (file: string) => string;
  clientPackage: ClientServerPackage;
}): (pagePath: string, indicators: readonly IndicatorListItem[]) => PageHints {
  const assetsDir = path.join(options.webDistDir, 'assets');
  const files = existsSync(assetsDir) ? readdirSync(assetsDir).sort() : [];
  // The indicator pages' styles are in the first stylesheet (see apps/web/vite.config.ts): only their code is hinted.
  const chunkHints = (kind: IndicatorPageKind) =>
    CHUNKS[kind]
      .flatMap((pattern) => files.filter((file) => pattern.test(file)))
      .map((file) => `<link rel="modulepreload" href="/assets/${escapeAttribute(file)}">`)
      .join('');
  const indicatorHints: Record<IndicatorPageKind, string> = { custom: chunkHints('custom'), standard: chunkHints('standard') };

  // The tags depend only on the key (a page with its own images, the kind of indicator page), so they are
  // written once per key rather than on every page request.
  const htmlByKey = new Map<string, string>();
  return (pagePath, indicators) => {
    const images = options.clientPackage.imagePreloads(pagePath);
    const kind = indicatorPageKind(indicators, pagePath);
    const key = `${images.length > 0 ? `images:${pagePath}` : ''}|${kind ?? ''}`;
    let html = htmlByKey.get(key);
    if (html === undefined) {
      const imageHints = images
        .map(
          (image) =>
            `<link rel="preload" as="image" type="${escapeAttribute(image.type)}" fetchpriority="high" imagesrcset="${escapeAttribute(
              image.sources.map((source) => `${options.assetUrl(source.file)} ${source.width}w`).join(', '),
            )}" imagesizes="${escapeAttribute(image.sizes)}">`,
        )
        .join('');
      html = imageHints + (kind ? indicatorHints[kind] : '');
      htmlByKey.set(key, html);
    }
    return { key, html };
  };
}
