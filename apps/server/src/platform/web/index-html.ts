import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_GLOBALS_ELEMENT_ID, type PageGlobals } from '@platform/shared/http/page-globals';

const PLACEHOLDER = '<!--page-globals-->';
const SHELL_PLACEHOLDER = '<!--app-shell-->';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build missing</title>${PLACEHOLDER}</head>
<body><p>The web app is not built yet. Run <code>npm run build</code> (npm start does it for you).</p></body></html>`;

/** Escapes JSON for a <script> data block: nothing in it can close the tag or start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The part of the page globals every visitor shares, serialised once per change rather than per page. */
export type SharedGlobals = Omit<PageGlobals, 'profile'>;

/**
 * The built index.html split once at the placeholder, so each page costs a few
 * string joins: the CSRF meta tag and a JSON data block (not a script, so the
 * CSP needs no exception) go where the placeholder was.
 */
export function loadIndexHtml(webDistDir: string) {
  const file = path.join(webDistDir, 'index.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_HTML;
  const at = html.indexOf(PLACEHOLDER);
  if (at < 0) throw new Error(`${file} has no ${PLACEHOLDER} placeholder`);
  const before = { en: html.slice(0, at), fr: html.slice(0, at).replace('<html lang="en"', '<html lang="fr"') };
  const rest = html.slice(at + PLACEHOLDER.length);
  const shellAt = rest.indexOf(SHELL_PLACEHOLDER);
  const middle = shellAt < 0 ? rest : rest.slice(0, shellAt);
  const after = shellAt < 0 ? '' : rest.slice(shellAt + SHELL_PLACEHOLDER.length);
  let shared: { source: SharedGlobals; json: string; shell: string } | null = null;

  return {
    /** `hints` are <link> tags for the head; the shell shows the site's title until the app has rendered. */
    render(globals: SharedGlobals, profile: PageGlobals['profile'], csrfToken: string, locale: string, hints = ''): string {
      if (shared?.source !== globals) {
        shared = {
          source: globals,
          json: scriptSafeJson(globals).slice(1, -1),
          shell: shellAt < 0 ? '' : `<p class="app-boot">${escapeText(globals.client.title)}</p>`,
        };
      }
      return (
        before[locale === 'fr' ? 'fr' : 'en'] +
        hints +
        `<meta name="csrf-token" content="${escapeAttribute(csrfToken)}">` +
        `<script type="application/json" id="${PAGE_GLOBALS_ELEMENT_ID}">{"profile":${scriptSafeJson(profile)},${shared.json}}</script>` +
        middle +
        shared.shell +
        after
      );
    },
  };
}
