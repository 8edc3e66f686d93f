/**
 * A catalogue message as text. Tests and development load the catalogues as strings; the production build
 * loads them parsed (precompiled-messages-plugin.ts: formatjs' message elements), which this prints back in the
 * ICU syntax the override is written in.
 */
export function catalogueText(message: unknown): string {
  if (typeof message === 'string') return message;
  return Array.isArray(message) ? message.map(elementText).join('') : '';
}

interface Element {
  type: number;
  value?: string;
  style?: unknown;
  options?: Record<string, { value: unknown }>;
  pluralType?: 'cardinal' | 'ordinal';
  offset?: number;
  children?: unknown;
}

/** formatjs' element types (TYPE in @formatjs/icu-messageformat-parser). */
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;
const FORMATTED: Record<number, string> = { 2: 'number', 3: 'date', 4: 'time' };

function elementText(raw: unknown): string {
  const element = raw as Element;
  switch (element.type) {
    case LITERAL:
      return element.value ?? '';
    case ARGUMENT:
      return `{${element.value}}`;
    case POUND:
      return '#';
    case TAG:
      return `<${element.value}>${catalogueText(element.children)}</${element.value}>`;
    case SELECT:
    case PLURAL: {
      const kind = element.type === SELECT ? 'select' : element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
      const offset = element.offset ? ` offset:${element.offset}` : '';
      const options = Object.entries(element.options ?? {}).map(([key, option]) => `${key} {${catalogueText(option.value)}}`);
      return `{${element.value}, ${kind},${offset} ${options.join(' ')}}`;
    }
    default: {
      const kind = FORMATTED[element.type];
      if (!kind) return '';
      const style = typeof element.style === 'string' ? `, ${element.style}` : '';
      return `{${element.value}, ${kind}${style}}`;
    }
  }
}
