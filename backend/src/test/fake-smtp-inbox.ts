import { startFakeServer } from './fake-server';
import { startFakeSmtpServer } from './fake-smtp-server';

/** One message the SMTP server accepted, as the browser tests read it. */
type InboxMessage = { from: string; to: string[]; subject: string; text: string };

export type FakeSmtpInbox = {
  /** the inspection server's origin: `GET /__fake/requests` lists the accepted messages */
  url: string;
  /** what the app needs to send through this server */
  appEnv: { SMTP_URL: string };
  close(): Promise<void>;
};

type AddressField = { value: { address?: string }[] };

/** Each address of a To or Cc field, as its own string. */
function addresses(field: AddressField | AddressField[] | undefined): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).flatMap((entry) => entry.value.map((one) => one.address ?? ''));
}

/**
 * The fake SMTP server (startFakeSmtpServer: a real SMTP conversation, AUTH included) for the
 * browser tests, in a process of their own: an HTTP server beside it lists every message it
 * accepted at `GET /__fake/requests`, and `appEnv` gives the app its SMTP_URL.
 */
export async function startFakeSmtpInbox(): Promise<FakeSmtpInbox> {
  const smtp = await startFakeSmtpServer();
  const inspection = await startFakeServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__fake/requests') {
      const messages: InboxMessage[] = smtp.messages.map((mail) => ({
        from: mail.from?.text ?? '',
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    res.writeHead(404).end();
  });
  return {
    url: inspection.url,
    appEnv: { SMTP_URL: smtp.url },
    close: async () => {
      await inspection.close();
      await smtp.close();
    },
  };
}
