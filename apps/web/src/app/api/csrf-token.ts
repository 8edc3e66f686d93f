/**
 * The CSRF token of the current session: first from the page's meta tag, then
 * replaced by the one a sign-in or sign-out answers with (the session changed).
 */
let token: string | null = null;

export function csrfToken(): string {
  if (token === null) {
    token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
  }
  return token;
}

export function setCsrfToken(next: string): void {
  token = next;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (meta) meta.content = next;
}
