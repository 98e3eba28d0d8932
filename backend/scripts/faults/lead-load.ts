import { Agent } from 'node:http';
import { validRestLead } from '../../src/test/lead-examples';
import { now, sleep } from '../lib/clock';
import { httpRequest, type HttpResult } from '../real-server/http-client';
import type { RunningServer } from '../real-server/server-process';

export type Sample = HttpResult & { email: string };

const isSuccess = (r: HttpResult): boolean => r.status >= 200 && r.status < 300;

/** Lead submitters: `concurrency` loops posting valid leads with unique emails until stopped. */
export class LeadLoad {
  readonly results: Sample[] = [];
  private seq = 0;
  private running = false;
  private workers: Promise<void>[] = [];
  private readonly agent: Agent;

  constructor(
    /** the server of the moment (a scenario may restart it mid-load) */
    private readonly server: () => RunningServer,
    private readonly concurrency: number,
    readonly prefix: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  }

  start(): void {
    this.running = true;
    this.workers = Array.from({ length: this.concurrency }, () => this.worker());
  }

  /** stops starting requests and waits for the ones in flight */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  close(): void {
    this.agent.destroy();
  }

  acknowledged(): Set<string> {
    return new Set(this.results.filter(isSuccess).map((r) => r.email));
  }

  /** When the first 2xx among the samples `counted` picks arrived; polls up to 30 s, null if none did. */
  async firstSuccess(counted: (r: Sample) => boolean): Promise<number | null> {
    const deadline = now() + 30_000;
    while (now() < deadline) {
      const ok = this.results.filter((r) => isSuccess(r) && counted(r)).map((r) => r.endedAt);
      if (ok.length > 0) return Math.min(...ok);
      await sleep(20);
    }
    return null;
  }

  private async worker(): Promise<void> {
    while (this.running) {
      const email = `${this.prefix}${++this.seq}@example.com`;
      const sample = await this.send(email);
      this.results.push(sample);
      // the server is down (killed, restarting): do not spin
      if (sample.status === 0) await sleep(25);
    }
  }

  private async send(email: string): Promise<Sample> {
    const result = await httpRequest(this.server().url, {
      method: 'POST',
      path: '/api/leads',
      body: validRestLead({ email }),
      agent: this.agent,
      timeoutMs: 30_000,
    });
    return { ...result, email };
  }
}
