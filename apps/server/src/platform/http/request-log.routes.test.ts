import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent } from '../../test/http-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outbox } from '../mail/mail.tables.js';
import { eq } from 'drizzle-orm';

// The request log at the default level holds no token: the query values of every address are redacted.

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('writes a password link’s address without its token, for the page and for the API alike', async () => {
    const agent = await HttpAgent.start(t.app, '127.84.0.1');
    await agent.post('/api/profile/password/recover', { email: 'contributor@example.org' });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'contributor@example.org'));
    const token = new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;

    const page = await agent.get(`/profile/password?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    await agent.post('/api/profile/password', { token, new_password: 'weak' });
    await agent.get(`/api/search?q=${encodeURIComponent(token)}`);

    const log = lines.join('');
    expect(log).toContain('/profile/password?token=[redacted]');
    expect(log).toContain('/api/search?q=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
  });
});
