// An endpoint's signing secret: 32 random bytes, shown to the admin once, stored sealed with the practice's
// data key (bound to the practice like its form data), so a dump reveals no secret a receiver trusts.
import { randomBytes } from 'node:crypto';
import type { CryptoService } from '../crypto.ts';
import { WEBHOOK_SECRET_PREFIX } from './signWebhook.ts';

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export const sealWebhookSecret = (crypto: CryptoService, tenantId: string, secret: string) =>
  crypto.encryptText(tenantId, secret);

/** null when the sealed value does not open (another key, damaged). */
export async function openWebhookSecret(crypto: CryptoService, tenantId: string, sealed: string) {
  const opened = await crypto.decryptText(tenantId, sealed);
  return opened.ok ? opened.value : null;
}
