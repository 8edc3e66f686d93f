import { describe, expect, it } from 'vitest';
import { editorPaletteSchema } from '@platform/shared/rich-text/editor-palette';
import { BRAND_COLOURS } from './palette';

describe('the brand palette', () => {
  it('is the editor’s palette of 17 colours', () => {
    expect(editorPaletteSchema.parse(BRAND_COLOURS)).toHaveLength(17);
  });
});
