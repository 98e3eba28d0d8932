import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A verified arrival at the receiver: its webhook-id, the lead's id, when (Date.now() there). */
type Arrival = { id: string; leadId: number; type: string; receivedAt: number };

export type ReceiverProcess = {
  url: string;
  port: number;
  /** every verified arrival so far (retries included), in order */
  arrivals: Arrival[];
  /** requests whose signature did not verify */
  rejected(): number;
  useSecret(secret: string): void;
  /** takes the receiver down (after it reported every arrival): connections are refused until start() */
  stop(): Promise<void>;
  /** starts it again on the same port, with the same secret */
  start(): Promise<void>;
};

const CHILD = path.join(__dirname, 'webhook-receiver-process.ts');

/** Forks webhook-receiver-process.ts (on `port`, or a free one) and waits for its URL. */
export async function startReceiverProcess(port = 0): Promise<ReceiverProcess> {
  const arrivals: Arrival[] = [];
  let rejected = 0;
  let secret: string | null = null;
  let child: ChildProcess;

  const launch = (onPort: number) =>
    new Promise<string>((resolve, reject) => {
      child = fork(CHILD, [String(onPort)], { execArgv: ['-r', '@swc-node/register'], stdio: 'inherit' });
      child.on('message', (message: { url?: string; arrivals?: Arrival[]; rejected?: number }) => {
        if (message.url) resolve(message.url);
        if (message.arrivals) arrivals.push(...message.arrivals);
        if (typeof message.rejected === 'number') rejected = message.rejected;
      });
      child.once('exit', (code) => reject(new Error(`the webhook receiver exited with ${String(code)}`)));
      if (secret) child.send({ secret });
    });

  const url = await launch(port);
  const receiver: ReceiverProcess = {
    url,
    port: Number(new URL(url).port),
    arrivals,
    rejected: () => rejected,
    useSecret(next) {
      secret = next;
      child.send({ secret: next });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send({ stop: true });
      await exited;
    },
    async start() {
      await launch(receiver.port);
    },
  };
  return receiver;
}
