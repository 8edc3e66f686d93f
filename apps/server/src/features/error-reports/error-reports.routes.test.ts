import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendErrors } from './error-reports.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';
import { HttpAgent } from '../../test/http-agent.js';
import { MAX_REPORTS_PER_IP } from './error-report-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/error', () => {
  it('stores a frontend error report', async () => {
    const agent = await new TestAgent(t.app).start();
    const response = await agent.post('/api/error', { message: 'Cannot read x of undefined', url: 'http://localhost/admin' });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.select().from(frontendErrors);
    expect(rows.map((row) => row.message)).toContain('Cannot read x of undefined');
  });

  it('refuses an empty or oversized report', async () => {
    const agent = await new TestAgent(t.app).start();
    expect((await agent.post('/api/error', { message: '' })).statusCode).toBe(422);
    expect((await agent.post('/api/error', { message: 'x'.repeat(2001) })).json().details.message[0]).toEqual({
      error: 'TOO_LONG',
      maximum: 2000,
    });
  });

  it('stores at most MAX_REPORTS_PER_IP reports from one address within the window, and still takes others', async () => {
    const flooder = await new TestAgent(t.app, { ip: '203.0.113.7' }).start();
    for (let report = 1; report <= MAX_REPORTS_PER_IP; report += 1) {
      expect((await flooder.post('/api/error', { message: `report ${report}` })).statusCode).toBe(201);
    }
    const refused = await flooder.post('/api/error', { message: 'one too many' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await t.db.select().from(frontendErrors).where(eq(frontendErrors.ip, '203.0.113.7'))).toHaveLength(MAX_REPORTS_PER_IP);

    const other = await new TestAgent(t.app, { ip: '203.0.113.8' }).start();
    expect((await other.post('/api/error', { message: 'from elsewhere' })).statusCode).toBe(201);
  });

  it('stores at most MAX_REPORTS_PER_IP of 50 reports sent at once from one address', async () => {
    const ip = '127.86.0.1';
    const flooders = await Promise.all(Array.from({ length: 50 }, () => HttpAgent.start(t.app, ip)));
    const answers = await Promise.all(flooders.map((flooder, index) => flooder.post('/api/error', { message: `at once ${index}` })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_REPORTS_PER_IP);
    expect(await t.db.select().from(frontendErrors).where(eq(frontendErrors.ip, ip))).toHaveLength(MAX_REPORTS_PER_IP);
  });
});
