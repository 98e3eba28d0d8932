// The Webhooks tab of lead management.
export { WebhooksPanel } from './WebhooksPanel';
