// Our mails have one shape: From, To, maybe Reply-To, a subject, and the same text as plain text and HTML.
// Built here as one buffer (RFC 5322 / MIME, UTF-8, base64 bodies) and handed to the transport raw:
// nodemailer's general composer cost ~0.6 ms per mail and wrote it to the socket in many small chunks
// (issue 14: composing and streaming notices was a quarter of the server's CPU under bench:ingest).
import { randomBytes, randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import type { OutgoingMail } from './types.ts';

export type Sender = { address: string; header: string };

const CRLF = '\r\n';
const PLAIN_HEADER = /^[\x20-\x7e]{0,60}$/;
// Bytes of UTF-8 per encoded word: 42 bytes are 56 base64 characters, 68 with the =?UTF-8?B?…?= frame,
// so "Subject: " and a word stay within 78 characters.
const WORD_BYTES = 42;
const BARE_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** A header value as RFC 2047 encoded words where it is not short printable ASCII. */
export function encodeHeaderText(value: string): string {
  if (PLAIN_HEADER.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const char of value) {
    const size = Buffer.byteLength(char);
    if (bytes + size > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += char;
    bytes += size;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(`${CRLF} `);
}

const ATOM_TEXT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]*$/;
function mailbox(name: string, address: string): string {
  if (!name) return address;
  if (!PLAIN_HEADER.test(name)) return `${encodeHeaderText(name)}${CRLF} <${address}>`;
  const display = ATOM_TEXT.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&')}"`;
  return `${display} <${address}>`;
}

/** MAIL_FROM ("Praxisdesk <no-reply@…>" or a bare address), parsed once per transport; null if it is none. */
export function parseSender(from: string): Sender | null {
  const parsed = addressparser(from, { flatten: true });
  const first = parsed.length === 1 ? parsed[0] : undefined;
  if (!first || !BARE_ADDRESS.test(first.address)) return null;
  return { address: first.address, header: mailbox(first.name, first.address) };
}

export function senderOf(from: string): Sender {
  const sender = parseSender(from);
  if (!sender) throw new Error(`MAIL_FROM ist keine einzelne E-Mail-Adresse: ${from}`);
  return sender;
}

function base64Lines(text: string): string {
  return (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);
}

function part(type: 'text/plain' | 'text/html', body: string): string {
  return [
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ].join(CRLF);
}

export class MailAddressError extends Error {}

/** A recipient or reply address goes into a header as it is: nothing that could end the line or add one. */
function bareAddress(value: string): string {
  if (!BARE_ADDRESS.test(value)) throw new MailAddressError('Ungültige E-Mail-Adresse für den Mail-Kopf');
  return value;
}

/** The whole message, CRLF line ends, ready for SMTP's DATA or an .eml file. */
export function mimeMessage(mail: OutgoingMail, sender: Sender, now = new Date()): Buffer {
  // "=_" never occurs in base64 text, so the boundary cannot collide with a body.
  const boundary = `=_praxisdesk_${randomBytes(12).toString('hex')}`;
  const domain = sender.address.split('@')[1] ?? 'praxisdesk.local';
  const headers = [
    `From: ${mail.fromName ? mailbox(mail.fromName, sender.address) : sender.header}`,
    `To: ${bareAddress(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${bareAddress(mail.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(mail.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
  ];
  const message = [
    headers.join(CRLF),
    '',
    `--${boundary}`,
    part('text/plain', mail.text),
    `--${boundary}`,
    part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
  return Buffer.from(message, 'utf8');
}
