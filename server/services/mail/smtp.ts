// SMTP through nodemailer: smtp:// (STARTTLS when offered) or smtps:// (TLS), credentials in the URL.
import nodemailer from 'nodemailer';
import type { Transport } from './types.ts';

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/**
 * 5xx is a refusal for good; 4xx, network errors and timeouts may pass later. A rejected login (EAUTH) is our
 * configuration, not the recipient: it stays retryable so fixing SMTP_URL within the retries still delivers.
 */
export function classifySmtpError(error: unknown): { permanent: boolean; error: string } {
  const e = error as SmtpError;
  const code = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  const permanent = code !== undefined && code >= 500 && code < 600 && e.code !== 'EAUTH';
  const text = (e?.response ?? (e instanceof Error ? e.message : String(error))).trim();
  return { permanent, error: text.slice(0, 500) || 'Unbekannter SMTP-Fehler' };
}

export function smtpTransport(url: string): Transport {
  const transport = nodemailer.createTransport({
    url,
    // A few connections kept open and reused (up to 100 mails each): a burst of notices no longer costs a
    // TCP and TLS handshake and a login per mail.
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    // Bounded waits, so a hanging server fails the attempt (retryable) instead of holding the job.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async deliver(message, envelope) {
      try {
        // The message is built already (mimeMessage.ts): nodemailer only speaks SMTP.
        await transport.sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw: message });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...classifySmtpError(error) };
      }
    },
    close: () => transport.close(),
  };
}
