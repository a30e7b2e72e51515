// The mail transport, chosen by env (DESIGN §1): SMTP_URL set → SMTP through nodemailer; unset → the file
// outbox in DATA_DIR/outbox (one .eml per mail), so a newcomer's server "sends" without any mail setup.
import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/**
 * permanent: the server refused for good (5xx), retrying cannot help. Otherwise (4xx, network, timeout) a
 * later attempt may succeed. error is the server's response text (or the network error), never content.
 */
export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

export type Mailer = {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
};

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  return env.SMTP_URL
    ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : outboxMailer(join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
}
