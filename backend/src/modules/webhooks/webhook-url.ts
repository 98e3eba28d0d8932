import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Why an endpoint URL may not be saved, or null when it may. Unless private addresses are
 * allowed (WEBHOOK_ALLOW_PRIVATE), it must be https and its host must resolve only to public
 * unicast addresses: not loopback, private, link-local, metadata (169.254.169.254) or unspecified.
 * This is the check at save time, for a clear message; webhook-sender.ts checks again at connect
 * time, since DNS may answer differently later.
 */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The URL must start with https://';
  if (url.username || url.password) return 'The URL must not contain a user name or password';
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return 'The URL must start with https://';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `The host ${host} could not be found`;
  }
  const blocked = addresses.find((address) => ipaddr.process(address).range() !== 'unicast');
  return blocked ? `The host ${host} is a private or local address (${blocked}), which webhooks may not reach` : null;
}
