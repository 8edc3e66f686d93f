import { describe, expect, it } from 'vitest';
import { editorConfigSchema } from '@platform/shared/rich-text/editor-config.schemas';
import { DEFAULT_EDITOR_CONFIG, withClientFormats } from '@platform/shared/rich-text/editor-configs';
import { DEMO_EDITOR_FORMATS } from './rich-text-formats';

describe('the demo client’s editor formats', () => {
  it('add the brand headings H1 to H5 and the gradient H2 to a valid configuration', () => {
    const config = editorConfigSchema.parse(withClientFormats(DEFAULT_EDITOR_CONFIG, DEMO_EDITOR_FORMATS));
    expect(config.formats.slice(DEFAULT_EDITOR_CONFIG.formats.length).map((format) => typeof format !== 'string' && format.class)).toEqual([
      'brand-h1',
      'brand-h2',
      'brand-h2-gradient',
      'brand-h3',
      'brand-h4',
      'brand-h5',
    ]);
  });
});
