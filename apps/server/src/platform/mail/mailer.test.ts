import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from './mail.tables.js';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createMailer } from './mailer.js';
import { startSmtpServer } from '../../test/test-smtp-server.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('mailer', () => {
  it('keeps messages in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, from: 'Platform <no-reply@example.org>' });
    await mailer.send({ clientId: null, to: 'someone@example.org', subject: 'Hello', text: 'Open https://site.example/profile/password?token=KEPT' });
    const rows = await database.db.select().from(outbox);
    // The outbox is the delivery here: the link must work for whoever reads it (a super administrator).
    expect(rows.find((row) => row.recipient === 'someone@example.org')).toMatchObject({
      transport: 'outbox',
      sentAt: null,
      body: 'Open https://site.example/profile/password?token=KEPT',
    });
  });

  it('sends over SMTP when SMTP_URL is set, and marks the message sent', async () => {
    const server = await startSmtpServer();
    const { received } = server;
    try {
      const mailer = createMailer(database.db, { smtpUrl: server.url, from: 'Platform <no-reply@example.org>' });
      const link = 'https://site.example/profile/password?token=SECRET-TOKEN';
      await mailer.send({ clientId: null, to: 'smtp-user@example.org', subject: 'Over SMTP', text: `Delivered body: ${link}` });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Over SMTP');
      expect(received[0]).toContain('Delivered body');
      expect(received[0]).toContain('SECRET-TOKEN');
      const rows = await database.db.select().from(outbox);
      const row = rows.find((item) => item.recipient === 'smtp-user@example.org');
      expect(row?.transport).toBe('smtp');
      expect(row?.sentAt).toBeInstanceOf(Date);
      // Delivered: the stored copy keeps no working link.
      expect(row?.body).toBe('Delivered body: https://site.example/profile/password?token=[redacted]');
    } finally {
      await server.close();
    }
  });

  it('sends nothing to an address of the reserved domain, which no one can receive', async () => {
    const mailer = createMailer(database.db, { smtpUrl: undefined, from: 'Platform <no-reply@example.org>' });
    await mailer.send({ clientId: null, to: 'public@visitor.invalid', subject: 'Hello', text: 'Body' });
    expect((await database.db.select().from(outbox)).filter((row) => row.recipient === 'public@visitor.invalid')).toEqual([]);
  });
});
