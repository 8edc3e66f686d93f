import nodemailer, { type Transporter } from 'nodemailer';
import { isReservedEmail } from '@platform/shared/users/impersonation.contract';
import type { Database } from '../db/database.js';
import { addToOutbox, markOutboxFailed, markOutboxSent } from './mail-outbox.service.js';

export interface MailMessage {
  clientId: number | null;
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the text (the outbox keeps the text). */
  html?: string;
  /** The sender's name shown to the recipient, with the platform's sending address. */
  fromName?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first. With SMTP_URL it is then sent
 * over SMTP and marked sent, its stored links masked (or its error kept, links
 * and all, so that it can be sent again); without, the outbox is the delivery:
 * a super administrator reads it there, links included.
 */
export function createMailer(db: Database, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      // The visitor accounts' domain (and `.invalid` with it) can receive nothing: no message is made for it.
      if (isReservedEmail(message.to)) return;
      const id = await addToOutbox(db, {
        clientId: message.clientId,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        transport: transport ? 'smtp' : 'outbox',
      });
      if (!transport || id === null) return;
      try {
        const from = message.fromName ? { name: message.fromName, address: addressOf(options.from) } : options.from;
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
        await markOutboxSent(db, id, message.text);
      } catch (error) {
        await markOutboxFailed(db, id, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  };
}

/** The address of a sender written "Name <address>" or as a bare address. */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
