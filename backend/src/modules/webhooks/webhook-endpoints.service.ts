import type { DataSource } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../engine/errors';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from '../events';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { SecretBox } from '../../engine/secret-box';
import { newWebhookSecret } from './webhook-secret';
import { webhookUrlProblem } from './webhook-url';
import type { AuditLogService } from '../audit';

const MAX_DESCRIPTION = 500;
const MAX_URL = 2000;

export type EndpointInput = { url: string; description?: string | null; eventTypes: string[] };
export type EndpointChanges = Partial<EndpointInput> & { enabled?: boolean | null };
export type EndpointWithSecret = { endpoint: WebhookEndpoint; secret: string };

export type WebhooksServiceOptions = {
  allowPrivate: boolean;
  box: SecretBox;
  now: () => Date;
};

/** The webhook endpoints an admin registers: their URLs, events and signing secrets. */
export class WebhookEndpointsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: WebhooksServiceOptions,
    private readonly audit: AuditLogService,
  ) {}

  list(): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ order: { id: 'ASC' } });
  }

  async get(id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id });
    if (!endpoint) throw new NotFoundError('Webhook endpoint not found');
    return endpoint;
  }

  /** Registers an endpoint; its signing secret is returned this once. */
  async create(input: EndpointInput): Promise<EndpointWithSecret> {
    const fields = await this.checked(input);
    const secret = newWebhookSecret();
    const endpoint = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(WebhookEndpoint).save(
        manager.getRepository(WebhookEndpoint).create({
          url: fields.url,
          description: fields.description ?? '',
          eventTypes: fields.eventTypes,
          secretEncrypted: this.options.box.seal(secret),
        }),
      );
      await this.audit.record(
        {
          action: 'webhook.created',
          target: { type: 'webhook_endpoint', id: saved.id },
          details: { host: urlHost(saved.url), eventTypes: saved.eventTypes },
        },
        manager,
      );
      return saved;
    });
    return { endpoint, secret };
  }

  /** Changes what is given; enabling again forgets the failures that disabled it. */
  async update(id: number, changes: EndpointChanges): Promise<WebhookEndpoint> {
    const endpoint = await this.get(id);
    const fields = await this.checked({
      url: changes.url ?? endpoint.url,
      description: changes.description ?? endpoint.description,
      eventTypes: changes.eventTypes ?? endpoint.eventTypes,
    });
    Object.assign(endpoint, fields);
    if (changes.enabled === true && !endpoint.enabled) {
      endpoint.enabled = true;
      endpoint.disabledReason = null;
      endpoint.failingSince = null;
    } else if (changes.enabled === false) {
      endpoint.enabled = false;
    }
    const changed = Object.entries(changes)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([field]) => field);
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(WebhookEndpoint).save(endpoint);
      await this.audit.record(
        { action: 'webhook.updated', target: { type: 'webhook_endpoint', id }, details: { fields: changed } },
        manager,
      );
      return saved;
    });
  }

  /** Deletes the endpoint with its deliveries and their attempts. */
  async delete(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(WebhookEndpoint).delete({ id });
      if (!result.affected) throw new NotFoundError('Webhook endpoint not found');
      await this.audit.record({ action: 'webhook.deleted', target: { type: 'webhook_endpoint', id } }, manager);
    });
  }

  /** A new signing secret, returned this once; the old one stops signing at once. */
  async rotateSecret(id: number): Promise<EndpointWithSecret> {
    const endpoint = await this.get(id);
    const secret = newWebhookSecret();
    endpoint.secretEncrypted = this.options.box.seal(secret);
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.audit.record({ action: 'webhook.secret_rotated', target: { type: 'webhook_endpoint', id } }, manager);
      return manager.getRepository(WebhookEndpoint).save(endpoint);
    });
    return { endpoint: saved, secret };
  }

  private async checked(input: EndpointInput): Promise<EndpointInput> {
    const problems: Record<string, string> = {};
    const url = input.url.trim();
    if (url.length > MAX_URL) problems.url = `The URL must be at most ${MAX_URL} characters`;
    else {
      const problem = await webhookUrlProblem(url, this.options.allowPrivate);
      if (problem) problems.url = problem;
    }
    const description = (input.description ?? '').trim();
    if (description.length > MAX_DESCRIPTION)
      problems.description = `The description must be at most ${MAX_DESCRIPTION} characters`;
    const eventTypes = [...new Set(input.eventTypes)];
    if (eventTypes.length === 0) problems.eventTypes = 'Choose at least one event';
    const unknown = eventTypes.find((type) => !isWebhookEventType(type));
    if (unknown) problems.eventTypes = `Unknown event type ${unknown}: use ${WEBHOOK_EVENT_TYPES.join(', ')}`;
    if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
    return { url, description, eventTypes };
  }
}

/** Only the host of an endpoint goes to the audit log: a receiver's URL may carry a secret in its path. */
function urlHost(url: string): string {
  return new URL(url).host;
}
