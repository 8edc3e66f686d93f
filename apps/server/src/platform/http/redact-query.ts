/** What a redacted value reads as. */
export const REDACTED = '[redacted]';

/**
 * The address with every query value replaced (`/profile/password?token=[redacted]`): what a log or a stored
 * copy may keep of an address. Query strings carry one-time tokens (password links), so none is written out,
 * whatever its name; the names stay, to tell requests apart.
 */
export function redactQuery(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const query = url.slice(start + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      return equals < 0 ? part : `${part.slice(0, equals + 1)}${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, start)}?${redacted}`;
}

/** The text with the query of every link in it redacted (see redactQuery): a delivered mail's stored copy. */
export function maskLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s<>"']+/g, (link) => redactQuery(link));
}
