import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import { addToOutbox, markOutboxFailed, markOutboxSent } from './mail-outbox.service.js';

export interface MailMessage {
  clientId: number | null;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first. With SMTP_URL it is then sent
 * over SMTP and marked sent (or its error kept); without, the outbox is where
 * a super administrator reads it.
 */
export function createMailer(db: Database, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const id = await addToOutbox(db, {
        clientId: message.clientId,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        transport: transport ? 'smtp' : 'outbox',
      });
      if (!transport || id === null) return;
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
        await markOutboxSent(db, id);
      } catch (error) {
        await markOutboxFailed(db, id, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  };
}
