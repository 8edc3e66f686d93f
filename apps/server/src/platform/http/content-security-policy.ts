import type { AppConfig } from '../config/config.js';

/** Scripts only from our origin; images, fonts and documents also from the asset CDN when one is set. */
export function contentSecurityPolicy(config: Pick<AppConfig, 'assetBaseUrl'>) {
  const assetOrigin = /^https?:\/\//.test(config.assetBaseUrl) ? [new URL(config.assetBaseUrl).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...assetOrigin],
      fontSrc: ["'self'", ...assetOrigin],
      mediaSrc: ["'self'", ...assetOrigin],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}
