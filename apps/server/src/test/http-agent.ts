import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer read off the socket. */
export interface HttpAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads whatever the answer holds
}

/** Starts the app on a free loopback port (once) and returns the port. */
export async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * A browser-like caller over a real connection: keeps its cookies, sends the CSRF token it was given, and
 * connects from its own loopback address (`127.x.y.z`), so the server sees each caller's address as a
 * network peer's, as the limits per address do in production.
 */
export class HttpAgent {
  cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly port: number,
    readonly ip = '127.0.0.1',
  ) {}

  static async start(app: FastifyInstance, ip?: string): Promise<HttpAgent> {
    const agent = new HttpAgent(await listening(app), ip);
    await agent.get('/api/profile');
    return agent;
  }

  request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent: Record<string, string> = {
      accept: 'application/json',
      ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrfToken }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
      ...headers,
    };
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: this.port, localAddress: this.ip, method, path: url, headers: sent, agent: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const answer: HttpAnswer = { statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body: text, json: () => JSON.parse(text) };
            this.keep(answer);
            resolve(answer);
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);

  async signIn(email: string, password: string): Promise<HttpAnswer> {
    if (!this.csrfToken) await this.get('/api/profile');
    return this.post('/api/profile/sign_in', { email, password });
  }

  /** Keeps the cookies and the CSRF token an answer gives, as the web app does. */
  private keep(answer: HttpAnswer): void {
    const setCookies = answer.headers['set-cookie'] ?? [];
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    if (!answer.headers['content-type']?.includes('json') || answer.body === '') return;
    try {
      const token = (JSON.parse(answer.body) as { csrf_token?: unknown }).csrf_token;
      if (typeof token === 'string') this.csrfToken = token;
    } catch {
      // Not JSON after all: nothing to keep.
    }
  }
}
