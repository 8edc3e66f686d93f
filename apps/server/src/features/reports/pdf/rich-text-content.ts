import type { Content, ContentText } from 'pdfmake/interfaces';
import { Parser } from 'htmlparser2';
import { isAllowedColour, isAllowedLinkHref } from '@platform/shared/rich-text/html-allow-list';

interface Element {
  tag: string;
  attributes: Record<string, string>;
  children: Node[];
}
type Node = Element | string;

/** Stored rich text (already sanitised to the allow-list) as a tree; entities decoded, comments dropped. */
function parse(html: string): Node[] {
  const root: Element = { tag: '#root', attributes: {}, children: [] };
  const open: Element[] = [root];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const element: Element = { tag, attributes, children: [] };
        open.at(-1)!.children.push(element);
        open.push(element);
      },
      ontext(text) {
        // The parser hands text over in pieces (around each entity): one string per run of text.
        const { children } = open.at(-1)!;
        const last = children.length - 1;
        if (typeof children[last] === 'string') children[last] += text;
        else children.push(text);
      },
      onclosetag() {
        if (open.length > 1) open.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return root.children;
}

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre']);
const isBlock = (node: Node) => typeof node !== 'string' && BLOCKS.has(node.tag);

/** How inline text is set: what its enclosing tags say. */
interface InlineStyle {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  color?: string;
  link?: string;
  preserve?: boolean;
}

export interface RichTextOptions {
  /** Every printed text goes through it (characters the fonts lack). */
  printable: (text: string) => string;
  /** Links' colour. */
  linkColour: string;
  /** Headings h1–h2 go into the table of contents and the outline. */
  headingsInContents?: boolean;
}

const colourOf = (style: string | undefined) => {
  const value = /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(style ?? '')?.[1]?.trim();
  return isAllowedColour(value) ? value : undefined;
};

function inlineStyleOf(element: Element, style: InlineStyle, options: RichTextOptions): InlineStyle {
  switch (element.tag) {
    case 'strong':
    case 'b':
      return { ...style, bold: true };
    case 'em':
    case 'i':
      return { ...style, italics: true };
    case 'u':
      return { ...style, decoration: 'underline' };
    case 's':
      return { ...style, decoration: 'lineThrough' };
    case 'a': {
      const href = element.attributes.href;
      return isAllowedLinkHref(href) ? { ...style, link: href, color: options.linkColour, decoration: 'underline' } : style;
    }
    case 'span': {
      const color = colourOf(element.attributes.style);
      return color ? { ...style, color } : style;
    }
    default:
      return style;
  }
}

/** Inline nodes as runs of text, whitespace collapsed as a browser collapses it (no-break spaces kept). */
function inlines(nodes: Node[], style: InlineStyle, options: RichTextOptions): ContentText[] {
  const runs: ContentText[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      const text = style.preserve ? node : node.replace(/[ \t\n\r\f]+/g, ' ');
      if (text !== '') runs.push({ text: options.printable(text), ...runStyle(style) });
    } else if (node.tag === 'br') {
      runs.push({ text: '\n' });
    } else {
      runs.push(...inlines(node.children, inlineStyleOf(node, style, options), options));
    }
  }
  return runs;
}

const runStyle = ({ preserve: _preserve, ...style }: InlineStyle): Omit<ContentText, 'text'> => style;

/** A paragraph's runs without the spaces a browser would not show at its start and end. */
function trimmed(runs: ContentText[]): ContentText[] {
  const result = runs.map((run) => ({ ...run }));
  const first = result[0];
  if (first && typeof first.text === 'string') first.text = first.text.replace(/^ +/, '');
  const last = result.at(-1);
  if (last && typeof last.text === 'string') last.text = last.text.replace(/ +$/, '');
  return result.filter((run) => run.text !== '');
}

const HEADING_STYLES: Record<string, string> = { h1: 'richH2', h2: 'richH2', h3: 'richH3', h4: 'richH4', h5: 'richH4', h6: 'richH4' };

function blocks(nodes: Node[], options: RichTextOptions): Content[] {
  const result: Content[] = [];
  let pending: Node[] = [];
  const flush = () => {
    const runs = trimmed(inlines(pending, {}, options));
    if (runs.length > 0) result.push({ text: runs, style: 'richParagraph' });
    pending = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      pending.push(node);
      continue;
    }
    flush();
    const block = blockOf(node as Element, options);
    if (block) result.push(block);
  }
  flush();
  return result;
}

function blockOf(element: Element, options: RichTextOptions): Content | null {
  const { tag, children } = element;
  if (tag in HEADING_STYLES) {
    const runs = trimmed(inlines(children, {}, options));
    if (runs.length === 0) return null;
    // A heading in the contents is plain text there (and in the outline): the contents set it in their own style.
    if (options.headingsInContents && (tag === 'h1' || tag === 'h2')) {
      return { text: runs.map((run) => run.text).join(''), style: HEADING_STYLES[tag], tocItem: true, outline: true };
    }
    return { text: runs, style: HEADING_STYLES[tag] };
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = children.filter((child): child is Element => typeof child !== 'string' && child.tag === 'li').map((item) => listItem(item, options));
    if (items.length === 0) return null;
    return tag === 'ul' ? { ul: items, style: 'richList' } : { ol: items, style: 'richList' };
  }
  if (tag === 'li') return listItem(element, options);
  if (tag === 'blockquote') {
    const inner = blocks(children, options);
    return inner.length === 0 ? null : { stack: inner, style: 'richQuote' };
  }
  if (tag === 'pre') {
    const runs = inlines(children, { preserve: true }, options);
    return runs.length === 0 ? null : { text: runs, style: 'richParagraph', preserveLeadingSpaces: true };
  }
  // p and div: a paragraph, or (a div holding blocks) its blocks one under the other.
  if (children.some(isBlock)) {
    const inner = blocks(children, options);
    return inner.length === 0 ? null : { stack: inner };
  }
  const runs = trimmed(inlines(children, {}, options));
  return runs.length === 0 ? null : { text: runs, style: 'richParagraph' };
}

function listItem(item: Element, options: RichTextOptions): Content {
  if (!item.children.some(isBlock)) return { text: trimmed(inlines(item.children, {}, options)) };
  const inner = blocks(item.children, options);
  // A paragraph inside an item has no space of its own: the list spaces its items.
  return { stack: inner.map((block) => (typeof block === 'object' && 'style' in block && block.style === 'richParagraph' ? { ...block, style: undefined } : block)) };
}

/**
 * Stored rich text (the sanitised subset: paragraphs, line breaks, bold, italics, underline, strike-through,
 * lists, headings, quotes, preformatted text, coloured spans and links) as the PDF library's content: real
 * text, selectable, links clickable. Anything outside the subset keeps its text and loses its tag.
 */
export function richTextContent(html: string | null | undefined, options: RichTextOptions): Content[] {
  if (!html || html.trim() === '') return [];
  return blocks(parse(html), options);
}

/** Stored rich text's words alone, on one line (a key figure's label). */
export function richTextPlain(html: string | null | undefined): string {
  if (!html) return '';
  const words: string[] = [];
  const collect = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') words.push(node);
      else {
        if (BLOCKS.has(node.tag) || node.tag === 'br') words.push(' ');
        collect(node.children);
      }
    }
  };
  collect(parse(html));
  return words.join('').replace(/[ \t\n\r\f]+/g, ' ').trim();
}
