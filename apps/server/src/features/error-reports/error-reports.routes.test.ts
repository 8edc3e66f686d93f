import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendErrors } from '../../platform/db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestAgent } from '../../test/test-agent.js';

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
});
