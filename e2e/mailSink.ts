// The browser tests' mail server: a real SMTP server (smtp-server) per Playwright worker that its Praxisdesk
// server sends every mail to (SMTP_URL), so notices, magic links, password and invitation mails go out over
// SMTP as in production. Each message is kept as an .eml file in a folder, named by its arrival and a count,
// where e2e/mailHelpers.ts reads them.
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

export async function startMailSink(folder: string): Promise<MailSink> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // No DNS server is reachable here: a reverse lookup per connection would wait for its timeout.
    disableReverseLookup: true,
    // The mailer keeps pooled connections open; closing must not wait for them.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Sortable names: arrival time, then a count for mails of one millisecond.
        // Written aside and renamed: a reader never sees half a mail.
        const name = `${Date.now()}-${String(++count).padStart(6, '0')}`;
        writeFile(join(folder, `${name}.part`), Buffer.concat(chunks))
          .then(() => rename(join(folder, `${name}.part`), join(folder, `${name}.eml`)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
