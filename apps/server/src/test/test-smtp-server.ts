import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Every message accepted, as received (headers and body). */
  received: string[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, which accepts every message except those to `refuse` (550). */
export async function startSmtpServer(options: { refuse?: string } = {}): Promise<TestSmtpServer> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(address.address === options.refuse ? new Error('550 No such mailbox') : undefined);
    },
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
