import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ClientServerPackage } from '@platform/shared/clients/client-seed';

export interface PageHints {
  /** Pages with the same key get the same hints (it keys the visitor page cache). */
  key: string;
  html: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link>` hints that start downloads before the app asks for them: the
 * client's first image for a page (its largest paint), and on indicator pages
 * the chunk of the client's custom indicator pages.
 */
export function createPageHints(options: {
  webDistDir: string;
  assetUrl: (file: string) => string;
  clientPackage: ClientServerPackage;
}): (pagePath: string) => PageHints {
  const assetsDir = path.join(options.webDistDir, 'assets');
  const files = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
  const script = files.find((file) => /^indicator-pages-[\w-]+\.js$/.test(file));
  // The indicator pages' styles are in the first stylesheet (see apps/web/vite.config.ts): only their code is hinted.
  const indicatorHints = script ? `<link rel="modulepreload" href="/assets/${script}">` : '';

  // The tags depend only on the key (a page with its own images, or any indicator page), so they are
  // written once per key rather than on every page request.
  const htmlByKey = new Map<string, string>();
  return (pagePath) => {
    const images = options.clientPackage.imagePreloads(pagePath);
    const onIndicators = pagePath.startsWith('/indicators');
    const key = `${images.length > 0 ? `images:${pagePath}` : ''}|${onIndicators ? 'indicators' : ''}`;
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
      html = imageHints + (onIndicators ? indicatorHints : '');
      htmlByKey.set(key, html);
    }
    return { key, html };
  };
}
