import { createTransport } from 'nodemailer';

type OutgoingEmail = { to: string[]; subject: string; text: string; html: string };

export type Mailer = {
  /** sends one email; rejects with the server's reason when it is refused or unreachable */
  send(email: OutgoingEmail): Promise<void>;
  /** closes the pooled connections (shutdown) */
  close(): void;
};

const SMTP_TIMEOUT_MS = 15_000;

/**
 * Email over SMTP with nodemailer: SMTP_URL names the server (smtp://user:pass@host:port, or
 * smtps:// for TLS from the first byte), MAIL_FROM the sender. A pooled transport keeps a few
 * connections open across messages.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 3,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
    },
    close() {
      transport.close();
    },
  };
}
