// The default "transport" without SMTP_URL: every mail becomes one RFC 822 file in DATA_DIR/outbox (open it
// with any mail program).
// Mails carry magic links, so the folder is 0700 and each file 0600.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transport } from './types.ts';

export function outboxTransport(dir: string): Transport {
  let ready: Promise<void> | undefined;
  // Names sort in sending order: the time, then this process's count (two mails can share a millisecond).
  let sent = 0;
  const ensureDir = async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
  };
  return {
    kind: 'outbox',
    async deliver(message) {
      try {
        ready ??= ensureDir().catch((error) => {
          ready = undefined;
          throw error;
        });
        await ready;
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const count = String(sent++).padStart(9, '0');
        const file = join(dir, `${stamp}-${count}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, message, { mode: 0o600, flag: 'wx' });
        return { ok: true };
      } catch (error) {
        // A full or unwritable disk may recover; the attempt stays retryable.
        return { ok: false, permanent: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => {},
  };
}
