import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Client, type Pool } from 'pg';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';

/** The app instances of this process, by the database they share (tests run several in one process). */
const localBuses = new WeakMap<object, EventEmitter>();

const RECONNECT_MS = 1000;
/** How long `caughtUp` waits for its own announcement to come back before it answers false. */
const CATCH_UP_LIMIT_MS = 2000;

/**
 * Tells every app instance that something they cache changed. In process, at once; across
 * processes on a PostgreSQL server, by NOTIFY in the change's own transaction (so it is heard
 * only if the change commits), which each instance LISTENs for on a connection of its own. The
 * embedded engine belongs to one process, and pglite-socket never delivers a NOTIFY to a
 * listener anyway, so there the process is everything.
 *
 * A cache may trust itself only while `live()`: between a lost listening connection and its
 * return, a change could go unheard, so every subscriber is told to forget (as if everything
 * changed) both when the connection goes and when it is back. A cache that must not answer from
 * before a change committed elsewhere awaits `caughtUp()` first.
 */
export class ChangeFeed {
  private readonly bus: EventEmitter;
  private client: Client | null = null;
  private listening: boolean;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  /** this instance's own channel, which `caughtUp` announces on and waits to hear */
  private readonly syncChannel = `change_feed_sync_${randomBytes(8).toString('hex')}`;
  /** callers of `caughtUp` not yet in a sent announcement */
  private catchingUp: ((caughtUp: boolean) => void)[] = [];
  /** the callers of the announcement on its way, which its return answers */
  private syncing: { token: string; callers: ((caughtUp: boolean) => void)[]; limit: NodeJS.Timeout } | null = null;
  private syncCount = 0;

  constructor(
    /** the instances of this process that share `key` (their database) hear each other at once */
    key: object,
    /** the app's pool, whose settings the listening connection copies; null: the embedded engine */
    private readonly pool: Pool | null,
    private readonly channels: readonly string[],
    private readonly logger: Logger,
  ) {
    let bus = localBuses.get(key);
    if (!bus) {
      bus = new EventEmitter().setMaxListeners(0);
      localBuses.set(key, bus);
    }
    this.bus = bus;
    this.listening = pool === null;
  }

  async start(): Promise<void> {
    if (this.pool) await this.listen();
  }

  /** Whether a change made anywhere reaches this instance now. */
  live(): boolean {
    return this.listening;
  }

  /**
   * Resolves true once every change committed anywhere before the call has been heard here (its
   * subscribers have run); false when that cannot be known (the feed is not live, or its own
   * announcement took longer than CATCH_UP_LIMIT_MS), and the caller must read the database.
   * PostgreSQL delivers notifications to a listener in commit order, so this instance announces
   * on a channel of its own and waits to hear it back. Callers arriving while one is on its way
   * share the next: one round trip serves every request of that moment.
   */
  caughtUp(): Promise<boolean> {
    if (!this.pool) return Promise.resolve(true); // one process: the bus has told everyone already
    if (!this.listening) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.catchingUp.push(resolve);
      this.sendSync();
    });
  }

  /** `onChange` runs on every change of `channel`, and whenever changes may have gone unheard. */
  subscribe(channel: string, onChange: () => void): void {
    this.bus.on(channel, onChange);
    this.bus.on('*', onChange);
  }

  /** Announces a change of `channel` in its transaction: call `changed(channel)` after the commit. */
  async announce(manager: EntityManager, channel: string): Promise<void> {
    if (this.pool) await manager.query('SELECT pg_notify($1, $2)', [channel, '']);
  }

  /** The change of `channel` committed: this process's instances forget at once. */
  changed(channel: string): void {
    this.bus.emit(channel);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.endSync(false);
    const client = this.client;
    this.client = null;
    this.listening = this.pool === null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client(this.pool?.options);
    client.on('notification', (message) => {
      if (message.channel === this.syncChannel) {
        if (message.payload === this.syncing?.token) this.endSync(true);
      } else this.bus.emit(message.channel);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    this.client = client;
    try {
      await client.connect();
      for (const channel of [...this.channels, this.syncChannel]) await client.query(`LISTEN "${channel}"`);
      this.listening = true;
      this.bus.emit('*');
    } catch (error) {
      this.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'change feed: cannot listen; caches are bypassed until it can',
      );
      this.lost(client);
    }
  }

  /** Sends the next announcement of `caughtUp`, unless one is on its way (its return sends it). */
  private sendSync(): void {
    const client = this.client;
    if (this.syncing || this.catchingUp.length === 0) return;
    if (!client || !this.listening) {
      this.answerCatchingUp(false);
      return;
    }
    this.syncCount += 1;
    const token = String(this.syncCount);
    const limit = setTimeout(() => this.endSync(false), CATCH_UP_LIMIT_MS);
    this.syncing = { token, callers: this.catchingUp, limit };
    this.catchingUp = [];
    client.query(`NOTIFY "${this.syncChannel}", '${token}'`).catch(() => this.lost(client));
  }

  /** The announcement on its way came back (true), or cannot be counted on (false). */
  private endSync(caughtUp: boolean): void {
    const syncing = this.syncing;
    if (syncing) {
      this.syncing = null;
      clearTimeout(syncing.limit);
      for (const resolve of syncing.callers) resolve(caughtUp);
    }
    if (this.stopped) this.answerCatchingUp(false);
    else this.sendSync();
  }

  private answerCatchingUp(caughtUp: boolean): void {
    const callers = this.catchingUp;
    this.catchingUp = [];
    for (const resolve of callers) resolve(caughtUp);
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.endSync(false);
    this.bus.emit('*');
    client.end().catch(() => undefined);
    if (!this.stopped) this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
  }
}
