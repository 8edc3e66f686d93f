/** `%text%` for like and ilike, with the text's own wildcards (and backslashes) taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
