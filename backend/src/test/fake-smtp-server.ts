import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type FakeSmtpServer = {
  /** SMTP_URL for the app, with the credentials this server accepts */
  url: string;
  /** every message accepted, parsed */
  messages: ParsedMail[];
  /** the next `count` messages are refused with a temporary error (451) */
  refuseNext(count: number): void;
  close(): Promise<void>;
};

const USER = 'agency';
const PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server (smtp-server) on a local port: nodemailer holds a full SMTP conversation
 * with it, AUTH included. What it accepts is parsed with mailparser for the test to read.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  let refusals = 0;
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    messages,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
