// The default "transport" without SMTP_URL: every mail becomes one readable RFC 822 file in DATA_DIR/outbox.
// Mails carry magic links, so the folder is 0700 and each file 0600.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, SendOutcome } from './mailer.ts';

export function outboxMailer(dir: string, from: string): Mailer {
  // Builds the raw message only; nothing leaves the machine.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<void> | undefined;
  const ensureDir = async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
  };
  return {
    kind: 'outbox',
    async send(mail): Promise<SendOutcome> {
      try {
        ready ??= ensureDir().catch((error) => {
          ready = undefined;
          throw error;
        });
        await ready;
        const info = await builder.sendMail({ from, ...mail });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
        return { ok: true };
      } catch (error) {
        // A full or unwritable disk may recover; the attempt stays retryable.
        return { ok: false, permanent: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => builder.close(),
  };
}
