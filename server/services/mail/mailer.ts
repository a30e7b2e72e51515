// The mail transport, chosen by env (DESIGN §1): SMTP_URL set → SMTP through nodemailer; unset → the file
// outbox in DATA_DIR/outbox (one .eml per mail), so a newcomer's server "sends" without any mail setup.
import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { MailAddressError, mimeMessage, senderOf } from './mimeMessage.ts';
import { outboxTransport } from './outbox.ts';
import { smtpTransport } from './smtp.ts';
import type { OutgoingMail, SendOutcome, Transport } from './types.ts';

export type Mailer = {
  kind: Transport['kind'];
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
};

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  const sender = senderOf(env.MAIL_FROM);
  const transport = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL)
    : outboxTransport(join(env.DATA_DIR, 'outbox'));
  return {
    kind: transport.kind,
    async send(mail) {
      let message: Buffer;
      try {
        message = mimeMessage(mail, sender);
      } catch (error) {
        // An address that cannot stand in a mail header never will: no retry helps.
        if (error instanceof MailAddressError) return { ok: false, permanent: true, error: error.message };
        throw error;
      }
      return transport.deliver(message, { from: sender.address, to: mail.to });
    },
    close: () => transport.close(),
  };
}
