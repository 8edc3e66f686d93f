import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like caller: keeps its cookies between requests and sends the
 * CSRF token it was given, the way the web app does.
 */
export class TestAgent {
  cookies = new Map<string, string>();
  csrfToken = '';
  ip: string;

  constructor(
    private readonly app: FastifyInstance,
    options: { ip?: string } = {},
  ) {
    this.ip = options.ip ?? '127.0.0.1';
  }

  /** Loads the token a fresh page would carry. */
  async start(): Promise<this> {
    const response = await this.request('GET', '/api/profile');
    this.csrfToken = response.json().csrf_token;
    return this;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrfToken }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    const token = tryJson(response)?.csrf_token;
    if (typeof token === 'string') this.csrfToken = token;
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);

  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.csrfToken) await this.start();
    return this.post('/api/profile/sign_in', { email, password });
  }
}

function tryJson(response: LightMyRequestResponse): Record<string, unknown> | null {
  if (!response.headers['content-type']?.toString().includes('json')) return null;
  try {
    return response.json();
  } catch {
    return null;
  }
}
