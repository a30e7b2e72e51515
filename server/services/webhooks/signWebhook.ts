// Standard Webhooks 1.0 signatures: HMAC-SHA256 over "<id>.<timestamp>.<body>" under the base64 key after
// "whsec_". During a secret rotation both secrets sign, so a receiver holding either one accepts the message.
import { createHmac } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const keyOf = (secret: string) =>
  Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret,
    'base64',
  );

/** The webhook-signature header: one `v1,<base64>` per secret, separated by spaces. */
export function signWebhook(secrets: string[], messageId: string, timestamp: number, body: string): string {
  const content = `${messageId}.${timestamp}.${body}`;
  return secrets
    .map((secret) => `v1,${createHmac('sha256', keyOf(secret)).update(content).digest('base64')}`)
    .join(' ');
}
