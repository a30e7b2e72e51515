// The shapes the mail modules share: a mail to send (mimeMessage.ts composes it), a transport for the composed
// bytes (outbox.ts, smtp.ts) and the outcome of an attempt. Here, not in mailer.ts: mailer.ts imports those
// modules, so taking the shapes from it would make import cycles.

/** fromName: the From header's display name instead of MAIL_FROM's (a practice's replies carry its name). */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  fromName?: string;
};

/**
 * permanent: the server refused for good (5xx), retrying cannot help. Otherwise (4xx, network, timeout) a
 * later attempt may succeed. error is the server's response text (or the network error), never content.
 */
export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

/** Where a built message goes: it only delivers bytes (the message is composed once, in createMailer). */
export type Transport = {
  kind: 'smtp' | 'outbox';
  deliver(message: Buffer, envelope: { from: string; to: string }): Promise<SendOutcome>;
  close(): void;
};
