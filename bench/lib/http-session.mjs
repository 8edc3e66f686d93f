// A signed-in caller of the app's API, as the web app calls it: the session cookie, the CSRF token on
// every write, answers read whole. Built on fetch, so a file can be sent as a multipart form.
export function httpSession(origin) {
  const cookies = new Map();
  let csrfToken = '';
  const keepCookies = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  async function send(method, pathname, { json, form } = {}) {
    const headers = { accept: 'application/json', cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${origin}${pathname}`, { method, headers, body: json !== undefined ? JSON.stringify(json) : form });
    keepCookies(response);
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  }
  return {
    send,
    async signIn({ email, password }) {
      csrfToken = (await send('GET', '/api/profile')).json().csrf_token;
      const answer = await send('POST', '/api/profile/sign_in', { json: { email, password } });
      if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
      csrfToken = answer.json().csrf_token;
    },
  };
}
