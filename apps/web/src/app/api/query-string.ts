export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Encodes query params, arrays in bracket form (`columns[]=a&columns[]=b`) as the API expects. */
export function toQueryString(params: Record<string, QueryValue> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) parts.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
