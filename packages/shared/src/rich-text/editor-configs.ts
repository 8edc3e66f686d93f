import type { CustomFormat, EditorConfig } from './editor-config.schemas.js';

/** Preformatted text: spec §9's "pre" heading format, which no built-in name covers. */
export const PREFORMATTED_FORMAT: CustomFormat = {
  style: 'preformatted',
  element: 'pre',
  label: { en: 'Preformatted', fr: 'Préformaté' },
};

/** The full editor: every button, the HTML source toggle, and the formats p, h1, h2, h3, pre, div (spec §9). */
export const DEFAULT_EDITOR_CONFIG: EditorConfig = {
  bold: true,
  italic: true,
  underline: true,
  bullets_list: true,
  ordered_list: true,
  source: true,
  formats: ['paragraph', 'header-one', 'header-two', 'header-three', PREFORMATTED_FORMAT, 'unstyled'],
};

/** The small editor: normal, H1, H2, H3, bold, bulleted and numbered lists (spec §9). */
export const SMALL_EDITOR_CONFIG: EditorConfig = {
  bold: true,
  italic: false,
  underline: false,
  bullets_list: true,
  ordered_list: true,
  source: false,
  formats: ['paragraph', 'header-one', 'header-two', 'header-three'],
};

/** A configuration with a client's own formats added after its formats (those already named are kept once). */
export function withClientFormats(config: EditorConfig, clientFormats: readonly CustomFormat[] | undefined): EditorConfig {
  if (!clientFormats || clientFormats.length === 0) return config;
  const named = new Set(config.formats.map((format) => (typeof format === 'string' ? format : format.style)));
  return { ...config, formats: [...config.formats, ...clientFormats.filter((format) => !named.has(format.style))] };
}
