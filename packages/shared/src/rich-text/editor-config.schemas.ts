import { z } from 'zod';

/** The spec's built-in block formats (Draft.js block names, kept as configuration vocabulary). */
export const BUILT_IN_FORMATS = [
  'unstyled',
  'paragraph',
  'header-one',
  'header-two',
  'header-three',
  'header-four',
  'header-five',
  'header-six',
  'blockquote',
  'unordered-list-item',
  'ordered-list-item',
] as const;
export type BuiltInFormat = (typeof BUILT_IN_FORMATS)[number];

/** The element each built-in format produces (lists: the list around the item). */
export const BUILT_IN_FORMAT_ELEMENTS: Record<BuiltInFormat, string> = {
  unstyled: 'div',
  paragraph: 'p',
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  blockquote: 'blockquote',
  'unordered-list-item': 'ul',
  'ordered-list-item': 'ol',
};

/** The block elements a custom format may produce. */
export const CUSTOM_FORMAT_ELEMENTS = ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre'] as const;
export type CustomFormatElement = (typeof CUSTOM_FORMAT_ELEMENTS)[number];

/** Elements no built-in format produces: a custom format on one of them needs no class to be told apart. */
const ELEMENTS_WITHOUT_BUILT_IN: readonly CustomFormatElement[] = ['pre'];

const NAME = /^[a-z][a-z0-9-]*$/;

/** A client's own block style: `<element class="class">`, offered under its label. */
export const customFormatSchema = z
  .object({
    /** The format's name, unique in a configuration. */
    style: z.string().regex(NAME, 'INVALID').max(60),
    element: z.enum(CUSTOM_FORMAT_ELEMENTS),
    /** A CSS class name; the server keeps exactly these classes on this element. */
    class: z.string().regex(NAME, 'INVALID').max(60).optional(),
    label: z.object({ en: z.string().trim().min(1).max(80), fr: z.string().trim().min(1).max(80) }),
  })
  .refine((format) => format.class !== undefined || ELEMENTS_WITHOUT_BUILT_IN.includes(format.element), {
    message: 'BLANK',
    path: ['class'],
  });
export type CustomFormat = z.infer<typeof customFormatSchema>;

export const editorFormatSchema = z.union([z.enum(BUILT_IN_FORMATS), customFormatSchema]);
export type EditorFormat = z.infer<typeof editorFormatSchema>;

export const isCustomFormat = (format: EditorFormat): format is CustomFormat => typeof format !== 'string';

/** The rich-text editor configuration of spec §3: which buttons show and which block formats are offered. */
export const editorConfigSchema = z
  .object({
    bold: z.boolean(),
    italic: z.boolean(),
    underline: z.boolean(),
    bullets_list: z.boolean(),
    ordered_list: z.boolean(),
    /** The raw HTML toggle. */
    source: z.boolean(),
    formats: z.array(editorFormatSchema),
  })
  .superRefine((config, context) => {
    const seen = new Set<string>();
    // Two formats producing the same element and class could not be told apart when the HTML is read back.
    const markup = new Set<string>();
    config.formats.forEach((format, index) => {
      const name = isCustomFormat(format) ? format.style : format;
      const produces = isCustomFormat(format) ? `${format.element}.${format.class ?? ''}` : null;
      if (seen.has(name) || (produces !== null && markup.has(produces))) {
        context.addIssue({ code: 'custom', message: 'DUPLICATED', path: ['formats', index] });
      }
      seen.add(name);
      if (produces !== null) markup.add(produces);
    });
  });
export type EditorConfig = z.infer<typeof editorConfigSchema>;

/** The custom formats of a configuration. */
export function customFormatsOf(formats: readonly EditorFormat[]): CustomFormat[] {
  return formats.filter(isCustomFormat);
}
