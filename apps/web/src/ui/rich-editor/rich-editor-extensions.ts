import type { AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { customFormatsOf, type BuiltInFormat, type EditorConfig } from '@platform/shared/rich-text/editor-config.schemas';
import { isAllowedColour, isAllowedLinkHref } from '@platform/shared/rich-text/html-allow-list';
import { customBlock, UnstyledBlock } from './rich-text-blocks';

export const HEADING_LEVELS: Partial<Record<BuiltInFormat, 1 | 2 | 3 | 4 | 5 | 6>> = {
  'header-one': 1,
  'header-two': 2,
  'header-three': 3,
  'header-four': 4,
  'header-five': 5,
  'header-six': 6,
};

const COLOUR_DECLARATION = /(?:^|;)\s*color\s*:\s*([^;]+)/i;

const RGB = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/i;

/** `rgb(11, 95, 165)` as `#0b5fa5`, the palette's spelling (browsers hand colours back as rgb). */
function asHex(colour: string): string {
  const channels = RGB.exec(colour);
  if (!channels) return colour.toLowerCase();
  return `#${channels.slice(1).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** The text colour an element's style attribute sets, when the shared allow-list accepts it (hex or rgb). */
function allowedColourOf(element: HTMLElement): string | null {
  const value = COLOUR_DECLARATION.exec(element.getAttribute('style') ?? '')?.[1]?.trim();
  return value !== undefined && isAllowedColour(value) ? asHex(value) : null;
}

/** A span is coloured text only with a colour the server keeps; any other span is just its text. */
const ColourSpan = TextStyle.extend({
  parseHTML() {
    return [{ tag: 'span', consuming: false, getAttrs: (element: HTMLElement) => (allowedColourOf(element) === null ? false : {}) }];
  },
});

const AllowedColour = Color.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          color: {
            default: null,
            parseHTML: allowedColourOf,
            renderHTML: (attributes: { color?: string | null }) =>
              attributes.color && isAllowedColour(attributes.color) ? { style: `color: ${attributes.color}` } : {},
          },
        },
      },
    ];
  },
});

/**
 * The editor's schema from its configuration: a button or format the configuration leaves out is not in the
 * schema either, so HTML typed in source mode cannot bring it back.
 */
export function editorExtensions(config: EditorConfig, { colours }: { colours: boolean }): AnyExtension[] {
  const builtIn = new Set(config.formats.filter((format): format is BuiltInFormat => typeof format === 'string'));
  const levels = [...builtIn].map((format) => HEADING_LEVELS[format]).filter((level) => level !== undefined);
  const bullets = config.bullets_list || builtIn.has('unordered-list-item');
  const numbers = config.ordered_list || builtIn.has('ordered-list-item');
  const custom = customFormatsOf(config.formats);
  const on = (enabled: boolean) => (enabled ? {} : false);
  const extensions: AnyExtension[] = [
    StarterKit.configure({
      bold: on(config.bold),
      italic: on(config.italic),
      underline: on(config.underline),
      bulletList: on(bullets),
      orderedList: on(numbers),
      listItem: on(bullets || numbers),
      listKeymap: on(bullets || numbers),
      heading: levels.length > 0 ? { levels } : false,
      blockquote: on(builtIn.has('blockquote')),
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      // No empty paragraph kept after a closing heading: it would be stored with every such text.
      trailingNode: false,
      // Spec §5: links default to https and the same window (no target); they never open while editing.
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => isAllowedLinkHref(url),
      },
    }),
  ];
  if (builtIn.has('unstyled')) extensions.push(UnstyledBlock);
  if (custom.length > 0) extensions.push(customBlock(custom));
  if (colours) extensions.push(ColourSpan, AllowedColour);
  return extensions;
}
