/**
 * A Content-Disposition header carrying any file name safely: an ASCII fallback
 * (quotes, backslashes and anything outside printable ASCII replaced) and the
 * exact name in RFC 5987 form for browsers that read it (all current ones).
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
