// A reply at rest (issue 28): what staff type to a patient is sealed. As an attacker with a copy of DATA_DIR
// and the server's log would, a marker word sent in a reply is looked for in every file and every log line.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { capturedLog, filesUnder, randomLetters } from '../../test/atRest.ts';
import { startMailServer } from '../../test/mailServer.ts';
import { createTestContext } from '../../test/testContext.ts';
import { patientQuestion, repliesOf, replyPractice, startReplyWorker } from './testHelpers.ts';

it('keeps a word typed in a reply out of every file under DATA_DIR and out of the log', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-reply-'));
  const { stream: logStream, lines: log } = capturedLog();
  const smtp = await startMailServer();
  const ctx = await createTestContext({ SMTP_URL: smtp.url }, { dataDir, logStream });
  const marker = `Schienbeinmarker${randomLetters()}`;
  const control = `Kontrollpraxis${randomLetters()}`;
  try {
    const worker = await startReplyWorker(ctx, log);
    const { tenant, cookie } = await replyPractice(ctx, { companyName: control });
    const { id, email } = await patientQuestion(ctx, tenant.tenantId);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/replies`,
      headers: { cookie },
      payload: { template: 'frei', subject: `Zu ${marker}`, body: `Ihr Befund: ${marker} ist unauffällig.` },
    });
    expect(sent.statusCode).toBe(202);
    worker.wake();
    await expect.poll(async () => (await repliesOf(ctx, id))[0]?.status, { timeout: 15_000 }).toBe('sent');
    // The marker did go out and staff do read it back: finding none at rest means something.
    const [mail] = await smtp.parsedMailsTo(email, referenceNumber(id));
    expect(mail!.mail.text).toContain(marker);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/${id}/replies`,
      headers: { cookie },
    });
    expect(history.body).toContain(marker);
    await worker.stop();
    if (!inject('pgUrl')) await ctx.database.executeSql('checkpoint');
  } finally {
    await ctx.close();
    await smtp.close();
  }
  expect(log.some((line) => line.includes('reply done'))).toBe(true);
  expect(log.filter((line) => line.includes(marker))).toEqual([]);
  if (inject('pgUrl')) return; // PostgreSQL's files belong to its server; the route tests check the columns.
  const files = filesUnder(dataDir);
  expect(files.some((f) => readFileSync(f).includes(Buffer.from(control)))).toBe(true);
  expect(files.filter((f) => readFileSync(f).includes(Buffer.from(marker)))).toEqual([]);
}, 120_000); // an on-disk database

it('refuses replies while mail goes to the outbox under DATA_DIR, where their text would lie in the clear', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-outbox-reply-'));
  const ctx = await createTestContext({ DATA_DIR: dataDir });
  try {
    const { tenant, cookie } = await replyPractice(ctx);
    const { id } = await patientQuestion(ctx, tenant.tenantId);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/replies`,
      headers: { cookie },
      payload: { template: 'frei', subject: 'Ihr Termin', body: 'Bitte rufen Sie uns an.' },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().errorCode).toBe('REPLY_NEEDS_SMTP');
    expect(sent.json().error).toContain('SMTP_URL');
    expect(await repliesOf(ctx, id)).toEqual([]);
    expect(filesUnder(dataDir).filter((f) => f.endsWith('.eml'))).toEqual([]);
  } finally {
    await ctx.close();
  }
});
