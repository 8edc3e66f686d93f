import { z } from 'zod';
import { HEX_COLOUR_PATTERN } from './html-allow-list.js';

/** The editor's text colours: the client's 17 brand colours (spec §9). */
export const EDITOR_PALETTE_SIZE = 17;

export const editorPaletteSchema = z.array(z.string().regex(HEX_COLOUR_PATTERN, 'INVALID')).length(EDITOR_PALETTE_SIZE);
export type EditorPalette = z.infer<typeof editorPaletteSchema>;

/** Neutral greys and plain hues, for a client whose package brings no palette of its own. */
export const DEFAULT_EDITOR_PALETTE: EditorPalette = [
  '#000000',
  '#262626',
  '#434343',
  '#666666',
  '#999999',
  '#b7b7b7',
  '#d9d9d9',
  '#efefef',
  '#ffffff',
  '#980000',
  '#cc0000',
  '#e69138',
  '#bf9000',
  '#38761d',
  '#134f5c',
  '#1155cc',
  '#674ea7',
];
