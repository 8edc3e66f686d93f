import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

interface Variant {
  source: object;
  html: string;
  bodies: Record<ContentEncoding, Buffer>;
}

/**
 * A first-time visitor's page has no session, no profile and no CSRF token
 * yet, so it is the same for everyone in a language: it is rendered and
 * compressed once per change of the page globals, then sent as it is.
 */
export class VisitorPageCache {
  /** By language and page hints. */
  private readonly variants = new Map<string, Variant>();

  /** `source` is the page globals object: while it is the same one, nothing is rendered again. */
  body(key: string, source: object, render: () => string, encoding: ContentEncoding): Buffer {
    let variant = this.variants.get(key);
    if (variant?.source === source) return variant.bodies[encoding];
    const html = render();
    if (variant?.html === html) {
      variant.source = source;
    } else {
      variant = {
        source,
        html,
        bodies: {
          identity: Buffer.from(html),
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
        },
      };
      this.variants.set(key, variant);
    }
    return variant.bodies[encoding];
  }
}

/** The best encoding the browser accepts among brotli and gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}
