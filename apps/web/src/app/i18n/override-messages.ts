/**
 * The client's overrides as the IntlProvider takes them. Tests and development load the catalogues as strings,
 * and so take the overrides as they are. The production build loads the catalogues parsed and formats without
 * a parser (precompiled-messages-plugin.ts), so an override is parsed here into formatjs' message elements by
 * this small reader of the ICU syntax the overrides use (arguments, number/date/time, plural, select, #); an
 * override it cannot read is left out and the catalogue's text shows.
 */
export function overrideMessages(overrides: Readonly<Record<string, string>> | undefined, parsedCatalogues: boolean): Record<string, unknown> {
  if (!overrides || !parsedCatalogues) return overrides ?? {};
  const messages: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(overrides)) {
    const parsed = parseMessage(text);
    if (parsed) messages[key] = parsed;
  }
  return messages;
}

type MessageElement = Record<string, unknown>;
const FORMATTED: Record<string, number> = { number: 2, date: 3, time: 4 };

function parseMessage(text: string): MessageElement[] | null {
  let at = 0;
  const spaces = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const word = () => {
    spaces();
    const start = at;
    while (at < text.length && !/[\s,{}]/.test(text[at]!)) at += 1;
    const read = text.slice(start, at);
    spaces();
    return read;
  };
  const message = (nested: boolean, inPlural: boolean): MessageElement[] | null => {
    const elements: MessageElement[] = [];
    let literal = '';
    const flush = () => {
      if (literal) elements.push({ type: 0, value: literal });
      literal = '';
    };
    while (at < text.length) {
      const char = text[at]!;
      if (char === "'" && text[at + 1] === "'") {
        literal += "'";
        at += 2;
      } else if (char === "'" && (text[at + 1] === '{' || text[at + 1] === '}' || (inPlural && text[at + 1] === '#'))) {
        const end = text.indexOf("'", at + 1);
        literal += text.slice(at + 1, end === -1 ? text.length : end);
        at = end === -1 ? text.length : end + 1;
      } else if (char === '{') {
        flush();
        at += 1;
        const argument = readArgument();
        if (!argument) return null;
        elements.push(argument);
      } else if (char === '}') {
        if (!nested) return null;
        at += 1;
        flush();
        return elements;
      } else if (char === '#' && inPlural) {
        flush();
        elements.push({ type: 7 });
        at += 1;
      } else {
        literal += char;
        at += 1;
      }
    }
    flush();
    return nested ? null : elements;
  };
  const readArgument = (): MessageElement | null => {
    const name = word();
    if (!/^[\w-]+$/.test(name)) return null;
    if (text[at] === '}') return (at += 1), { type: 1, value: name };
    if (text[at] !== ',') return null;
    at += 1;
    const kind = word();
    if (kind in FORMATTED) {
      if (text[at] === '}') return (at += 1), { type: FORMATTED[kind], value: name, style: null };
      if (text[at] !== ',') return null;
      const end = text.indexOf('}', at);
      if (end === -1) return null;
      const style = text.slice(at + 1, end).trim();
      at = end + 1;
      return { type: FORMATTED[kind], value: name, style: style || null };
    }
    if (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal') return null;
    if (text[at] !== ',') return null;
    at += 1;
    const options: Record<string, { value: MessageElement[] }> = {};
    let offset = 0;
    for (;;) {
      const selector = word();
      if (text[at] === '}' && selector === '') break;
      if (selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length)) || 0;
        continue;
      }
      if (selector === '' || text[at] !== '{') return null;
      at += 1;
      const value = message(true, kind !== 'select');
      if (!value) return null;
      options[selector] = { value };
    }
    at += 1;
    if (!('other' in options)) return null;
    return kind === 'select'
      ? { type: 5, value: name, options }
      : { type: 6, value: name, options, offset, pluralType: kind === 'plural' ? 'cardinal' : 'ordinal' };
  };
  return message(false, false);
}
