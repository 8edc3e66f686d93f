/** One part of a keyed path, escaped as JSON Pointer escapes it (`~` → `~0`, `/` → `~1`). */
export const escapePart = (part: string | number) => String(part).replaceAll('~', '~0').replaceAll('/', '~1');

/** The keyed path of a place in a document (`/subjects/energy/fields/tonnes`), as findings and the diff name it. */
export const pathOf = (...parts: (string | number)[]) => `/${parts.map(escapePart).join('/')}`;
