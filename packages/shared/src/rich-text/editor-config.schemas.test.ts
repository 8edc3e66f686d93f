import { describe, expect, it } from 'vitest';
import { editorConfigSchema, editorFormatSchema } from './editor-config.schemas.js';
import { DEFAULT_EDITOR_CONFIG, PREFORMATTED_FORMAT, SMALL_EDITOR_CONFIG, withClientFormats } from './editor-configs.js';
import { DEFAULT_EDITOR_PALETTE, editorPaletteSchema } from './editor-palette.js';

const gradient = { style: 'gradient-h2', element: 'h2', class: 'gradient-h2', label: { en: 'Gradient title', fr: 'Titre dégradé' } } as const;

describe('editor configuration', () => {
  it('accepts the default and small configurations and the default palette', () => {
    expect(editorConfigSchema.parse(DEFAULT_EDITOR_CONFIG)).toEqual(DEFAULT_EDITOR_CONFIG);
    expect(editorConfigSchema.parse(SMALL_EDITOR_CONFIG)).toEqual(SMALL_EDITOR_CONFIG);
    expect(editorPaletteSchema.parse(DEFAULT_EDITOR_PALETTE)).toHaveLength(17);
  });

  it('knows every built-in format name of the spec and refuses others', () => {
    for (const name of ['unstyled', 'paragraph', 'header-one', 'header-six', 'blockquote', 'unordered-list-item', 'ordered-list-item']) {
      expect(editorFormatSchema.safeParse(name).success).toBe(true);
    }
    expect(editorFormatSchema.safeParse('header-seven').success).toBe(false);
    expect(editorFormatSchema.safeParse('code-block').success).toBe(false);
  });

  it('takes custom formats with a style, an element, a class and a label per locale', () => {
    expect(editorFormatSchema.parse(gradient)).toEqual(gradient);
    expect(editorFormatSchema.safeParse({ ...gradient, element: 'script' }).success).toBe(false);
    expect(editorFormatSchema.safeParse({ ...gradient, class: 'a" onclick="x' }).success).toBe(false);
    expect(editorFormatSchema.safeParse({ ...gradient, label: { en: 'Only English' } }).success).toBe(false);
    // Without a class, an h2 format could not be told from the built-in header-two.
    expect(editorFormatSchema.safeParse({ ...gradient, class: undefined }).success).toBe(false);
    expect(editorFormatSchema.safeParse(PREFORMATTED_FORMAT).success).toBe(true);
  });

  it('refuses two formats of one name or one markup', () => {
    const twice = { ...DEFAULT_EDITOR_CONFIG, formats: [gradient, { ...gradient, style: 'other' }] };
    expect(editorConfigSchema.safeParse(twice).success).toBe(false);
    expect(editorConfigSchema.safeParse({ ...DEFAULT_EDITOR_CONFIG, formats: ['paragraph', 'paragraph'] }).success).toBe(false);
  });

  it('adds a client’s formats once', () => {
    const config = withClientFormats(DEFAULT_EDITOR_CONFIG, [gradient, PREFORMATTED_FORMAT]);
    expect(config.formats).toEqual([...DEFAULT_EDITOR_CONFIG.formats, gradient]);
    expect(withClientFormats(SMALL_EDITOR_CONFIG, undefined)).toBe(SMALL_EDITOR_CONFIG);
  });
});
