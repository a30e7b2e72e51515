// Where a webhook may go. When saved: the URL's form (https only, no user info) and, for an IP literal, its
// address. At every delivery: the host's addresses after DNS, all of them, because a name can point anywhere
// and change at any time; the request then connects to exactly the address checked (postWebhook.ts), so a
// second DNS answer cannot switch it to an internal one (DNS rebinding). WEBHOOK_ALLOW_PRIVATE=1 allows
// private targets and plain http (tests, on-premise receivers).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from './privateAddress.ts';

export type WebhookUrlCheck =
  | { ok: true; url: URL }
  | { ok: false; reason: 'invalid' | 'not_https' | 'private' };

/** The host without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export function checkWebhookUrl(text: string, allowPrivate: boolean): WebhookUrlCheck {
  if (!URL.canParse(text)) return { ok: false, reason: 'invalid' };
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return { ok: false, reason: 'not_https' };
  if (url.username || url.password || !url.hostname) return { ok: false, reason: 'invalid' };
  const host = bareHost(url);
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return { ok: false, reason: 'private' };
  return { ok: true, url };
}

export type ResolvedTarget =
  | { ok: true; url: URL; address: string; family: 4 | 6 }
  | { ok: false; reason: 'invalid' | 'not_https' | 'private' | 'unresolved' };

/** The checked URL and the one address to connect to, or why not. */
export async function resolveWebhookTarget(text: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  const checked = checkWebhookUrl(text, allowPrivate);
  if (!checked.ok) return checked;
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(bareHost(checked.url), { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: 'unresolved' };
  // Any private answer refuses the whole name: a name that also points inside is not an outside receiver.
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    return { ok: false, reason: 'private' };
  return { ok: true, url: checked.url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
