/**
 * The arguments an interface text uses (`{name}`, `{count, plural, one {# item} other {# items}}`): an override
 * may use only those of the text it replaces, else the page would format it without their values. Returns null
 * for a text whose braces do not make a message (unbalanced, or an argument without a name).
 * A small reader of the ICU message syntax's structure: argument names, types and nested option messages.
 */
export function messageArguments(text: string): Set<string> | null {
  const names = new Set<string>();
  let at = 0;
  const skipSpaces = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const word = () => {
    skipSpaces();
    const start = at;
    while (at < text.length && !/[\s,{}]/.test(text[at]!)) at += 1;
    const read = text.slice(start, at);
    skipSpaces();
    return read;
  };
  // Reads a message until the `}` closing it (nested) or the end (top level); false when malformed.
  const message = (nested: boolean): boolean => {
    while (at < text.length) {
      const char = text[at]!;
      if (char === "'" && (text[at + 1] === '{' || text[at + 1] === '}')) {
        const end = text.indexOf("'", at + 1);
        at = end === -1 ? text.length : end + 1;
      } else if (char === '{') {
        at += 1;
        if (!argument()) return false;
      } else if (char === '}') {
        if (!nested) return false;
        at += 1;
        return true;
      } else at += 1;
    }
    return !nested;
  };
  const argument = (): boolean => {
    const name = word();
    if (!/^[A-Za-z_][\w-]*$/.test(name) && !/^\d+$/.test(name)) return false;
    names.add(name);
    if (text[at] === '}') return (at += 1), true;
    if (text[at] !== ',') return false;
    at += 1;
    const type = word();
    if (text[at] === '}') return (at += 1), true;
    if (text[at] !== ',') return false;
    at += 1;
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      for (;;) {
        const selector = word();
        if (text[at] === '}') return selector === '' ? ((at += 1), true) : false;
        if (selector === '' || text[at] !== '{') return false;
        at += 1;
        if (!message(true)) return false;
      }
    }
    // A number, date or time style: plain text up to the closing brace.
    const end = text.indexOf('}', at);
    if (end === -1) return false;
    at = end + 1;
    return true;
  };
  return message(false) ? names : null;
}
