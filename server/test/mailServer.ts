// A real SMTP server for mail tests (smtp-server, no AUTH or STARTTLS): it keeps every message raw, and can
// refuse a recipient with a given reply, a number of times, to play temporary (4xx) and permanent (5xx) errors.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ParsedMail = {
  subject?: string;
  text?: string;
  html?: string | false;
  from?: { text: string };
  to?: { text: string };
  replyTo?: { text: string };
  headerLines: { key: string; line: string }[];
};
// mailparser ships no types; only simpleParser is used.
const { simpleParser } = createRequire(import.meta.url)('mailparser') as {
  simpleParser: (source: Buffer | string) => Promise<ParsedMail>;
};
export const parseMail = (raw: Buffer | string) => simpleParser(raw);

export type ReceivedMail = { to: string[]; raw: string };

export async function startMailServer() {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, { reply: string; code: number; times: number }>();
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // smtp-server looks up every client's name before its greeting; with no DNS server reachable here each
    // connection waited 1.5 s for that to time out.
    disableReverseLookup: true,
    // Our mailer keeps pooled connections open; closing must not wait 30 s for them to end.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (refusal && refusal.times > 0) {
        refusal.times--;
        return callback(Object.assign(new Error(refusal.reply), { responseCode: refusal.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuse RCPT TO for this address: `code reply`, the next `times` times. */
    refuse(address: string, code: number, reply: string, times = Number.POSITIVE_INFINITY) {
      refusals.set(address.toLowerCase(), { code, reply, times });
    },
    mailsTo: (address: string) => received.filter((m) => m.to.includes(address.toLowerCase())),
    /** The mails to an address whose decoded text contains `about` (e.g. a submission id), parsed. */
    async parsedMailsTo(address: string, about: string) {
      const parsed = await Promise.all(
        received
          .filter((m) => m.to.includes(address.toLowerCase()))
          .map(async (m) => ({ raw: m.raw, mail: await parseMail(m.raw) })),
      );
      return parsed.filter((p) => `${p.mail.subject}\n${p.mail.text}`.includes(about));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/** Distinct recipient addresses, so tests sharing a PostgreSQL database never see each other's mail. */
export const freshAddresses = (n: number, domain = 'praxis-mail.test') => {
  const tag = randomBytes(3).toString('hex');
  return Array.from({ length: n }, (_, i) => `team${i + 1}-${tag}@${domain}`);
};
