import { isAllowedLinkHref } from '@platform/shared/rich-text/html-allow-list';

/** What the link dialog starts with for a new link (spec §5: https by default). */
export const DEFAULT_LINK_HREF = 'https://';

/**
 * The address typed in the link dialog, made absolute: one without a scheme gets https (spec §5), an e-mail
 * address gets mailto. Null when the shared allow-list refuses the result.
 */
export function linkHref(typed: string): string | null {
  const value = typed.trim();
  if (value === '' || value === DEFAULT_LINK_HREF) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value)
    ? value
    : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)
      ? `mailto:${value}`
      : `https://${value.replace(/^\/+/, '')}`;
  return isAllowedLinkHref(absolute) ? absolute : null;
}
