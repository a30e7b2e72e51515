// The SMTP server the practice's notifications go to during the bench: it accepts everything and remembers
// when each message arrived and for whom, nothing else (the bench never reads patients' texts back).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function startMailSink() {
  const arrivals: { at: number; to: string[] }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Many notifications in parallel: one connection per sending job.
    maxClients: 1000,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrivals.push({ at: Date.now(), to: session.envelope.rcptTo.map((a) => a.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Messages to `address` (one per notification of a submission with one recipient). */
    to: (address: string) => arrivals.filter((a) => a.to.includes(address)),
    get count() {
      return arrivals.length;
    },
    reset: () => {
      arrivals.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
