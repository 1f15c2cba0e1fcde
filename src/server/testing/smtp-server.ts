import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  /** The envelope: who the server was told the message is from and for. */
  mailFrom: string;
  rcptTo: string[];
  /** The message as it arrived, headers and body. */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  delivered: DeliveredMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Credentials the server demands; without them it takes mail from anyone. */
  auth?: { user: string; pass: string };
  /** Recipients the server refuses, as a real server refuses unknown mailboxes. */
  refuse?: string[];
  /** Holds every message until this settles, as a slow server does. */
  holdUntil?: Promise<unknown>;
}

/** A real SMTP server on a free local port (plain, no STARTTLS), keeping every message it accepts. */
export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const delivered: DeliveredMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      callback(ok ? null : new Error('Invalid username or password'), ok ? { user: auth.username } : undefined);
    },
    onRcptTo(address, _session, callback) {
      callback(options.refuse?.includes(address.address) ? new Error('No such mailbox here') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void Promise.resolve(options.holdUntil).then(() => {
          delivered.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, delivered, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/**
 * A real SMTP server for the enclosing describe: started before its first test, closed after its last. The object
 * returned is filled in before the tests run, so keep it and read its fields inside them.
 */
export function useSmtpServer(options: TestSmtpOptions = {}): TestSmtpServer {
  const smtp = {} as TestSmtpServer;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpServer(options));
  });
  afterAll(async () => {
    await smtp.close();
  });
  return smtp;
}

/** The settings of an app that mails through `smtp`, with links to https://amity.example.org. */
export const smtpEnv = (smtp: Pick<TestSmtpServer, 'port'>) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'Amity <amity@example.org>',
  PUBLIC_URL: 'https://amity.example.org',
});
