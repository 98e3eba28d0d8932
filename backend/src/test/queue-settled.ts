import type { DataSource } from 'typeorm';
import { EVENTS_QUEUE } from '../engine/events/event-publisher';
import { eventually } from './eventually';

/**
 * Waits until no job of the queues is waiting, due for a retry or running: all that their work
 * would send has been sent. A check that something was NOT sent (again) waits for this, not for a
 * fixed time that a slow machine may not give it.
 */
export async function queuesSettled(dataSource: DataSource, queues: string[] = [EVENTS_QUEUE]): Promise<void> {
  await eventually(async () => {
    const [{ count }] = await dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')`,
      [queues],
    );
    expect(count).toBe(0);
  }, 20_000);
}
