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
  /**
   * From now on each message is received but not answered (its sender waits, as on a slow
   * server) until released; `held` lists them, parsed, oldest first. holding(false) answers those
   * held and stops holding.
   */
  holding(on: boolean): void;
  held: ParsedMail[];
  /** accepts the oldest `count` messages held (all by default); later ones are held while holding is on */
  release(count?: number): void;
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
  let hold = false;
  const messages: ParsedMail[] = [];
  const held: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  const release = (count = held.length) => {
    held.splice(0, count);
    for (const accept of waiting.splice(0, count)) accept();
  };
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
          const accept = () => {
            messages.push(mail);
            callback();
          };
          if (hold) {
            held.push(mail);
            waiting.push(accept);
          } else {
            accept();
          }
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
    holding(on) {
      hold = on;
      if (!on) release();
    },
    held,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
