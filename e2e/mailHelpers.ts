// The mails the worker's server sent, as its SMTP server (e2e/mailSink.ts) keeps them: one .eml file each in
// E2E_MAIL_DIR (e2e/test.ts). Parsed with mailparser; a submission's mails are found by its reference number
// (first 8 characters of the id, uppercase), which the notification names.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { referenceNumber } from '../common/reception/referenceNumber.ts';

interface ParsedMail {
  subject?: string;
  text?: string;
  html?: string | false;
  to?: { text: string } | { text: string }[];
}
// mailparser ships no types; only simpleParser is used.
const { simpleParser } = createRequire(import.meta.url)('mailparser') as {
  simpleParser: (source: Buffer) => Promise<ParsedMail>;
};

export interface OutboxMail {
  file: string;
  subject: string;
  to: string;
  text: string;
  html: string;
  /** The magic link of a notification, if it has one. */
  link: string | null;
  /** The 6-digit code of a notification, if it has one. */
  code: string | null;
}

export function outboxDir(): string {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR fehlt: e2e/test.ts setzt es für den Server des Workers.');
  return mailDir;
}

const LINK = /https?:\/\/[^\s"<>]+\/submission\/[0-9a-f-]{36}\?token=[^\s"<>]+/i;
const CODE = /Code:\s*(\d{6})\b/;

async function parse(file: string): Promise<OutboxMail> {
  const mail = await simpleParser(await readFile(join(outboxDir(), file)));
  const text = mail.text ?? '';
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return {
    file,
    subject: mail.subject ?? '',
    to,
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    link: LINK.exec(text)?.[0] ?? null,
    code: CODE.exec(text)?.[1] ?? null,
  };
}

/** Every mail in the outbox, oldest first (the files are named by their send time). */
export async function outboxMails(): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(parse));
}

/** The mails about one submission (its reference number in subject or text), oldest first. */
export async function mailsFor(submissionId: string): Promise<OutboxMail[]> {
  const reference = referenceNumber(submissionId);
  return (await outboxMails()).filter(
    (mail) => mail.subject.includes(reference) || mail.text.includes(reference),
  );
}

/**
 * Waits until at least `count` mails about the submission are there (the notification goes out from a job
 * after scoring) and returns them, oldest first.
 */
export async function waitForMails(submissionId: string, count = 1, timeout = 20_000): Promise<OutboxMail[]> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsFor(submissionId);
        return mails.length;
      },
      {
        timeout,
        intervals: [250, 500, 1_000],
        message: `${count} mail(s) for ${referenceNumber(submissionId)}`,
      },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The one mail to this address among `mails`; fails the test when there is none or more than one. */
export function mailTo(mails: readonly OutboxMail[], address: string): OutboxMail {
  const found = mails.filter((mail) => mail.to.includes(address));
  expect(
    found.map((mail) => mail.file),
    `one mail to ${address}`,
  ).toHaveLength(1);
  return found[0]!;
}

/** The notification's link and code; fails the test when either is missing. */
export function linkAndCode(mail: OutboxMail): { link: string; code: string } {
  expect(mail.link, `a magic link in ${mail.file}`).not.toBeNull();
  expect(mail.code, `a 6-digit code in ${mail.file}`).not.toBeNull();
  return { link: mail.link!, code: mail.code! };
}
