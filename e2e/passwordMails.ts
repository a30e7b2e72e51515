// The password mails of the worker's server (reset, invitation) from its outbox, and the link they carry.
import { expect } from '@playwright/test';
import { type OutboxMail, outboxMails } from './mailHelpers.ts';

const SET_PASSWORD_LINK = /https?:\/\/[^\s"<>]+\/login\/passwort-festlegen#token=[A-Za-z0-9_-]+/;

/** Waits until `count` mails to the address with this subject are there; answers the newest and its link. */
export async function passwordMailTo(address: string, subject: string, count = 1) {
  let mails: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await outboxMails()).filter((mail) => mail.to.includes(address) && mail.subject === subject);
        return mails.length;
      },
      {
        timeout: 15_000,
        intervals: [250, 500, 1_000],
        message: `${count} mail(s) „${subject}“ to ${address}`,
      },
    )
    .toBe(count);
  const mail = mails.at(-1)!;
  const link = SET_PASSWORD_LINK.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return { mail, link: link! };
}

/** Whether any mail went to the address (for the "same answer, no mail" checks). */
export async function mailsTo(address: string) {
  return (await outboxMails()).filter((mail) => mail.to.includes(address));
}
