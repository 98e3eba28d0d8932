import { startWebhookReceiver } from '../../src/test/webhook-receiver';

/**
 * The checks' webhook receiver in a process of its own (forked by receiver-process.ts), so the
 * load generator's busy event loop does not delay its answers or its arrival times. It tells
 * the parent its URL, then each verified arrival (webhook-id, lead id, arrival time) in batches.
 * Messages from the parent: { secret } to verify with; { stop } to report what is left, close
 * and exit (the receiver goes down).
 */

type Arrival = { id: string; leadId: number; type: string; receivedAt: number };

async function main(): Promise<void> {
  const port = Number(process.argv[2] ?? '0');
  const receiver = await startWebhookReceiver(null, port);
  let sent = 0;
  let rejectedSent = 0;
  const flush = () => {
    const fresh: Arrival[] = receiver.received
      .slice(sent)
      .map((m) => ({ id: m.id, leadId: Number(m.data.id), type: m.type, receivedAt: m.receivedAt }));
    sent += fresh.length;
    if (fresh.length > 0 || receiver.rejected !== rejectedSent) {
      rejectedSent = receiver.rejected;
      process.send?.({ arrivals: fresh, rejected: receiver.rejected });
    }
  };
  setInterval(flush, 100);
  process.on('message', (message: { secret?: string; stop?: boolean }) => {
    if (message.secret) receiver.useSecret(message.secret);
    if (message.stop) {
      flush();
      void receiver.close().then(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ url: receiver.url });
}

main().catch((error: unknown) => {
  process.stderr.write(`webhook receiver failed: ${String(error)}\n`);
  process.exit(1);
});
