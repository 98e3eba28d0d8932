import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { checkPageSize, decodeCursor, keysetPage, toPage, type Page } from '../../engine/db/keyset-pagination';
import { NotFoundError } from '../../engine/errors';
import { isWebhookEventType, type AppEventPublisher, type DomainEvent } from '../events';
import { eventsOfLiveLeads } from '../leads';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { sendWebhook, type AttemptResult } from './webhook-sender';
import type { WebhookEndpointsService, WebhooksServiceOptions } from './webhook-endpoints.service';

/** After failing this long without a single success, an endpoint is disabled. */
const DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const TEST_EVENT_TYPE = 'webhook.test';

export type DeliveryWithAttempts = WebhookDelivery & { attempts: WebhookAttempt[] };

/** The body every receiver gets: { type, timestamp, data }. */
function messageBody(type: string, timestamp: string, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp, data });
}

function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/**
 * The signed delivery of events to the webhook endpoints. Deliveries run from the events
 * queue's worker (deliverEvents): each event gets one delivery per subscribed endpoint, with a
 * stable webhook-id and body; the job is retried with the queue's backoff while any delivery is
 * pending, and each run only sends what has not succeeded yet.
 */
export class WebhookDeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly endpoints: WebhookEndpointsService,
    private readonly events: AppEventPublisher,
    private readonly logger: Logger,
    private readonly options: WebhooksServiceOptions,
  ) {}

  /** An endpoint's deliveries, newest first, each with its attempts. */
  async deliveries(endpointId: number, first: number, after?: string | null): Promise<Page<DeliveryWithAttempts>> {
    checkPageSize(first);
    await this.endpoints.get(endpointId);
    const query = this.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder('delivery')
      .where('delivery.endpointId = :endpointId', { endpointId });
    const [rows, totalCount] = await Promise.all([
      keysetPage(query.clone(), 'delivery', 'DESC', decodeCursor(after), first + 1).getMany(),
      query.getCount(),
    ]);
    const page = toPage(rows, first, totalCount);
    return { ...page, nodes: await this.withAttempts(page.nodes) };
  }

  /** Sends a delivery once more, now, with its webhook-id and body; it succeeds or fails by this attempt. */
  async resend(deliveryId: number): Promise<DeliveryWithAttempts> {
    const delivery = await this.dataSource.getRepository(WebhookDelivery).findOneBy({ id: deliveryId });
    if (!delivery) throw new NotFoundError('Webhook delivery not found');
    const endpoint = await this.endpoints.get(delivery.endpointId);
    const result = await this.attempt(endpoint, delivery);
    await this.dataSource
      .getRepository(WebhookDelivery)
      .update({ id: delivery.id }, { status: result.ok ? 'succeeded' : 'failed' });
    return (await this.withAttempts([{ ...delivery, status: result.ok ? 'succeeded' : 'failed' }]))[0];
  }

  /** Sends a webhook.test message to the endpoint now and records it like any delivery. */
  async sendTest(endpointId: number): Promise<DeliveryWithAttempts> {
    await this.endpoints.get(endpointId);
    const timestamp = this.options.now().toISOString();
    const delivery = await this.dataSource.getRepository(WebhookDelivery).save(
      this.dataSource.getRepository(WebhookDelivery).create({
        messageId: newMessageId(),
        eventId: randomUUID(),
        endpointId,
        eventType: TEST_EVENT_TYPE,
        body: messageBody(TEST_EVENT_TYPE, timestamp, { message: 'A test from the AI Marketing Agency back office' }),
        status: 'pending',
      }),
    );
    return this.resend(delivery.id);
  }

  /**
   * Deletes the deliveries (and their attempts) of lead events about these leads, in the erasure's
   * transaction: each body holds the lead as it was. Returns how many went.
   */
  async forgetLeadDeliveries(manager: EntityManager, leadIds: readonly number[]): Promise<number> {
    if (leadIds.length === 0) return 0;
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH gone AS (
         DELETE FROM "webhook_delivery"
         WHERE ("event_type" LIKE 'lead.%' AND ("body"::jsonb -> 'data' ->> 'id') = ANY ($1::text[]))
            OR ("event_type" LIKE 'booking.%' AND ("body"::jsonb -> 'data' ->> 'lead_id') = ANY ($1::text[]))
         RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [leadIds.map(String)],
    );
    return count;
  }

  /**
   * Makes the deliveries about one lead (data.id of a lead event, data.lead_id of a booking's)
   * name another, in the caller's transaction: a merge of two leads, whose history follows the
   * lead kept, and which the kept lead's erasure must then find. Returns how many changed.
   */
  async moveLeadDeliveries(manager: EntityManager, fromLeadId: number, toLeadId: number): Promise<number> {
    const [{ count }] = await manager.query<{ count: number }[]>(
      `WITH moved AS (
         UPDATE "webhook_delivery"
         SET "body" = jsonb_set("body"::jsonb, CASE WHEN "event_type" LIKE 'lead.%' THEN '{data,id}' ELSE '{data,lead_id}' END::text[], to_jsonb($2::int))::text
         WHERE ("event_type" LIKE 'lead.%' AND ("body"::jsonb -> 'data' ->> 'id') = $1::text)
            OR ("event_type" LIKE 'booking.%' AND ("body"::jsonb -> 'data' ->> 'lead_id') = $1::text)
         RETURNING 1)
       SELECT count(*)::int AS count FROM moved`,
      [String(fromLeadId), toLeadId],
    );
    return count;
  }

  /**
   * Delivers events to every enabled endpoint subscribed to their type that existed when they
   * happened, in a few set-based statements for the whole batch. Returns, per event id, how many
   * deliveries are still pending (to be retried). For the events whose job is on its last try
   * (`finalAttempt`), what still fails is marked failed. The event of a lead erased since the job
   * was fetched gets no delivery (eventsOfLiveLeads, in the insert's transaction).
   */
  async deliverEvents(events: DomainEvent[], finalAttempt: Set<string>): Promise<Map<string, number>> {
    const pendingByEvent = new Map<string, number>();
    const hooks = events.filter((event) => isWebhookEventType(event.type));
    if (hooks.length === 0) return pendingByEvent;
    await this.dataSource.transaction(async (manager) => {
      const live = await eventsOfLiveLeads(manager, hooks);
      if (live.length === 0) return;
      await manager.query(
        `INSERT INTO "webhook_delivery" ("message_id", "event_id", "endpoint_id", "event_type", "body")
         SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.id, e."id", ev.type, ev.body
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[]) AS ev(id, type, body, at)
         JOIN "webhook_endpoint" e ON e."enabled" AND ev.type = ANY (e."event_types") AND e."created_at" <= ev.at
         ON CONFLICT ("event_id", "endpoint_id") DO NOTHING`,
        [
          live.map((e) => e.id),
          live.map((e) => e.type),
          live.map((e) => messageBody(e.type, e.occurredAt, e.data)),
          live.map((e) => e.occurredAt),
        ],
      );
    });
    const pending = await this.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder('delivery')
      .where('delivery.eventId IN (:...ids)', { ids: hooks.map((e) => e.id) })
      .andWhere(`delivery.status = 'pending'`)
      .getMany();
    if (pending.length === 0) return pendingByEvent;
    const endpoints = await this.dataSource
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('endpoint')
      .where('endpoint.id IN (:...ids)', { ids: [...new Set(pending.map((d) => d.endpointId))] })
      .getMany();
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    const secrets = new Map(
      endpoints.map((endpoint) => [endpoint.id, this.options.box.open(endpoint.secretEncrypted)]),
    );
    const at = this.options.now();
    const results = await Promise.all(
      pending.map(async (delivery) => {
        const endpoint = byId.get(delivery.endpointId);
        const result: AttemptResult | null = endpoint?.enabled
          ? await this.post(endpoint, delivery, secrets.get(endpoint.id) ?? null)
          : null;
        return { delivery, endpoint, result };
      }),
    );
    await this.record(
      at,
      results.flatMap(({ delivery, result }) => (result ? [{ delivery, result }] : [])),
    );
    const finished = results.flatMap(({ delivery, result }) => {
      if (result?.ok) return [{ id: delivery.id, status: 'succeeded' }];
      // an endpoint disabled (or deleted) meanwhile gets nothing more
      if (!result || finalAttempt.has(delivery.eventId)) return [{ id: delivery.id, status: 'failed' }];
      pendingByEvent.set(delivery.eventId, (pendingByEvent.get(delivery.eventId) ?? 0) + 1);
      return [];
    });
    if (finished.length > 0) {
      await this.dataSource.query(
        `UPDATE "webhook_delivery" d SET "status" = v.status
         FROM unnest($1::int[], $2::text[]) AS v(id, status)
         WHERE d."id" = v.id AND d."status" = 'pending'`,
        [finished.map((f) => f.id), finished.map((f) => f.status)],
      );
    }
    await this.followStreaks(
      at,
      endpoints,
      results.flatMap(({ endpoint, result }) => (endpoint && result ? [{ endpoint, ok: result.ok }] : [])),
    );
    return pendingByEvent;
  }

  /** One signed POST (no secret: a failed attempt saying why). */
  private async post(
    endpoint: WebhookEndpoint,
    delivery: WebhookDelivery,
    secret: string | null,
  ): Promise<AttemptResult> {
    if (!secret) {
      return {
        ok: false,
        statusCode: null,
        latencyMs: 0,
        error: 'the signing secret cannot be read (SESSION_SECRET changed?): rotate it',
      };
    }
    return sendWebhook(
      { url: endpoint.url, id: delivery.messageId, body: delivery.body, secret },
      this.options.allowPrivate,
    );
  }

  /**
   * The attempts, one row each, in one statement; none for a delivery an erasure deleted while it
   * was being sent (the join skips it, rather than a foreign key error that would fail the whole
   * batch and send its other deliveries again). No row lock: FOR KEY SHARE made the embedded engine
   * abort under test:load.
   */
  private async record(at: Date, attempts: { delivery: WebhookDelivery; result: AttemptResult }[]): Promise<void> {
    if (attempts.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO "webhook_attempt" ("delivery_id", "at", "status_code", "latency_ms", "error")
       SELECT d."id", $1, a.status_code, a.latency_ms, a.error
       FROM unnest($2::int[], $3::int[], $4::int[], $5::text[]) WITH ORDINALITY AS a(delivery_id, status_code, latency_ms, error, n)
       JOIN "webhook_delivery" d ON d."id" = a.delivery_id
       ORDER BY a.n`,
      [
        at,
        attempts.map(({ delivery }) => delivery.id),
        attempts.map(({ result }) => result.statusCode),
        attempts.map(({ result }) => result.latencyMs),
        attempts.map(({ result }) => result.error),
      ],
    );
  }

  /** Each endpoint's failure streak: ended by a success, else started (or, 3 days old, it disables the endpoint). */
  private async followStreaks(
    at: Date,
    endpoints: WebhookEndpoint[],
    outcomes: { endpoint: WebhookEndpoint; ok: boolean }[],
  ): Promise<void> {
    for (const endpoint of endpoints) {
      const mine = outcomes.filter((o) => o.endpoint.id === endpoint.id);
      if (mine.some((o) => o.ok)) {
        if (endpoint.failingSince) {
          await this.dataSource.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { failingSince: null });
        }
      } else if (mine.length > 0) {
        await this.recordFailure(endpoint, at);
      }
    }
  }

  /** One signed POST now, recorded with its outcome; the endpoint's failure streak follows it. */
  private async attempt(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<AttemptResult> {
    const at = this.options.now();
    const result = await this.post(endpoint, delivery, this.options.box.open(endpoint.secretEncrypted));
    await this.record(at, [{ delivery, result }]);
    await this.followStreaks(at, [endpoint], [{ endpoint, ok: result.ok }]);
    return result;
  }

  /**
   * Starts the endpoint's failure streak, or disables it once the streak is 3 days old; the
   * disabling publishes an event whose email tells the team (notifications).
   */
  private async recordFailure(endpoint: WebhookEndpoint, at: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE "webhook_endpoint" SET "failing_since" = $2 WHERE "id" = $1 AND "failing_since" IS NULL`,
      [endpoint.id, at],
    );
    const cutoff = new Date(at.getTime() - DISABLE_AFTER_MS);
    const disabled = await this.dataSource.transaction(async (manager: EntityManager) => {
      const result = await manager.update(
        WebhookEndpoint,
        { id: endpoint.id, enabled: true, failingSince: LessThanOrEqual(cutoff) },
        { enabled: false, disabledReason: 'Every delivery failed for 3 days' },
      );
      if (!result.affected) return false;
      await this.events.publish(
        manager,
        'webhook.endpoint_disabled',
        { id: endpoint.id, url: endpoint.url, description: endpoint.description },
        at,
      );
      return true;
    });
    if (disabled) {
      this.logger.warn({ endpointId: endpoint.id }, 'webhook endpoint disabled after 3 days of failures');
      this.events.wake();
    }
  }

  private async withAttempts(deliveries: WebhookDelivery[]): Promise<DeliveryWithAttempts[]> {
    if (deliveries.length === 0) return [];
    const attempts = await this.dataSource
      .getRepository(WebhookAttempt)
      .createQueryBuilder('attempt')
      .where('attempt.deliveryId IN (:...ids)', { ids: deliveries.map((d) => d.id) })
      .orderBy('attempt.at', 'ASC')
      .addOrderBy('attempt.id', 'ASC')
      .getMany();
    return deliveries.map((delivery) => ({
      ...delivery,
      attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
    }));
  }
}
