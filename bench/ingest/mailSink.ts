// The SMTP server the practice's notifications go to during the bench: it accepts everything and remembers
// when each message arrived, for whom, and which submission its link names (to find a notice sent twice);
// nothing else (the bench never reads patients' texts back).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { linkedSubmissionId } from '../../server/commands/issueMagicLink.ts';
import { decodedMailText } from '../../server/services/mail/decodedMailText.ts';

export async function startMailSink() {
  const arrivals: { at: number; to: string[]; submissionId?: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // smtp-server looks up every client's name before its greeting; with no DNS server reachable here each
    // connection waited 1.5 s for that to time out.
    disableReverseLookup: true,
    // Our mailer keeps pooled connections open; closing must not wait 30 s for them to end.
    closeTimeout: 200,
    // Many notifications in parallel: one connection per sending job.
    maxClients: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // The magic link names the submission.
        const submissionId = linkedSubmissionId(decodedMailText(Buffer.concat(chunks).toString('latin1')));
        arrivals.push({ at: Date.now(), to: session.envelope.rcptTo.map((a) => a.address), submissionId });
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
    /** Messages in which no magic link named a submission (the twice check cannot see those). */
    unlinked: () => arrivals.filter((a) => !a.submissionId).length,
    /** Submissions whose notice arrived more than once. */
    twice: () => {
      const seen = new Map<string, number>();
      for (const { submissionId } of arrivals)
        if (submissionId) seen.set(submissionId, (seen.get(submissionId) ?? 0) + 1);
      return [...seen.values()].filter((n) => n > 1).length;
    },
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
