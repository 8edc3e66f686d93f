const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, as an element's content or a quoted attribute's value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** Plain text as one HTML paragraph, its line breaks kept. */
export const paragraphHtml = (text: string): string => `<p>${escapeHtml(text.trim()).replace(/\n/g, '<br>')}</p>`;
