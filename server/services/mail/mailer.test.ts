// The transports: the file outbox (default without SMTP_URL) writes one readable .eml per mail, private to
// the server's user; SMTP answers are classified as permanent (5xx) or temporary (4xx, network).
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { makeTenant } from '../../test/factories.ts';
import { type MailServer, parseMail, startMailServer } from '../../test/mailServer.ts';
import { jobHandler, patientRequest, setRecipients } from '../../test/notifications.ts';
import { createTestContext } from '../../test/testContext.ts';
import { createMailer } from './mailer.ts';
import { classifySmtpError } from './smtp.ts';

const mail = {
  to: 'team@praxis.test',
  subject: 'Prüfung – Referenz 1A2B3C4D',
  text: 'Grüße aus der Praxis',
  html: '<p>Grüße</p>',
};

describe('file outbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'praxisdesk-outbox-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes one readable .eml per mail: folder 0700, file 0600', async () => {
    const mailer = createMailer({ DATA_DIR: dataDir, MAIL_FROM: 'Praxisdesk <noreply@praxisdesk.test>' });
    expect(mailer.kind).toBe('outbox');
    expect(await mailer.send(mail)).toEqual({ ok: true });
    expect(await mailer.send({ ...mail, to: 'zweite@praxis.test' })).toEqual({ ok: true });

    const outbox = join(dataDir, 'outbox');
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    expect((await stat(join(outbox, files[0]!))).mode & 0o777).toBe(0o600);
    const raw = await readFile(join(outbox, files[0]!));
    expect(raw.toString()).toMatch(/^Content-Type: multipart\/alternative/m);
    const parsed = await parseMail(raw);
    expect(parsed).toMatchObject({ subject: mail.subject, text: mail.text });
    expect(parsed.to?.text).toBe('team@praxis.test');
    expect(parsed.from?.text).toContain('noreply@praxisdesk.test');
  });

  it('names the files in sending order, also for mails of the same millisecond', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'praxisdesk-outbox-order-'));
    const mailer = createMailer({ DATA_DIR: dir, MAIL_FROM: 'Praxisdesk <noreply@praxisdesk.test>' });
    for (let n = 0; n < 40; n++) await mailer.send({ ...mail, subject: `Nummer ${n}` });
    const files = (await readdir(join(dir, 'outbox'))).sort();
    const subjects = await Promise.all(
      files.map(async (file) => (await parseMail(await readFile(join(dir, 'outbox', file)))).subject),
    );
    expect(subjects).toEqual(Array.from({ length: 40 }, (_, n) => `Nummer ${n}`));
    await rm(dir, { recursive: true, force: true });
  });

  it('is where the notification job writes without SMTP_URL', async () => {
    const ctx = await createTestContext({ DATA_DIR: dataDir, PUBLIC_URL: 'https://praxis.example' });
    try {
      const tenant = await makeTenant(ctx);
      await setRecipients(ctx, tenant.id, ['empfang@praxis.test']);
      const { submissionId } = await patientRequest(ctx, tenant.tenantId);
      const before = new Set(await readdir(join(dataDir, 'outbox')));
      await jobHandler(ctx, 'notify-submission')({ submissionId });
      const added = (await readdir(join(dataDir, 'outbox'))).filter((f) => !before.has(f));
      expect(added).toHaveLength(1);
      const parsed = await parseMail(await readFile(join(dataDir, 'outbox', added[0]!)));
      expect(parsed.subject).toContain(referenceNumber(submissionId));
      expect(parsed.text).toContain(`https://praxis.example/submission/${submissionId}?token=`);
      expect(parsed.text).toMatch(/Code: \d{6}/);
    } finally {
      await ctx.close();
    }
  });

  it('reports an unwritable folder as a temporary failure', async () => {
    // DATA_DIR is a file: the outbox folder cannot be made (root ignores permissions, so no chmod trick).
    const file = join(dataDir, 'eine-datei');
    await writeFile(file, '');
    const mailer = createMailer({ DATA_DIR: file, MAIL_FROM: 'a@b.test' });
    const outcome = await mailer.send(mail);
    expect(outcome).toMatchObject({ ok: false, permanent: false });
  });
});

describe('SMTP transport', () => {
  let smtp: MailServer;
  beforeAll(async () => {
    smtp = await startMailServer();
  });
  afterAll(() => smtp.close());
  const mailer = () =>
    createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'noreply@praxisdesk.test', DATA_DIR: '/nonexistent' });

  it('delivers, and tells a permanent refusal from a temporary one by the reply code', async () => {
    expect(mailer().kind).toBe('smtp');
    expect(await mailer().send(mail)).toEqual({ ok: true });
    expect(smtp.mailsTo('team@praxis.test')).toHaveLength(1);

    smtp.refuse('voll@praxis.test', 452, '4.2.2 Postfach voll');
    expect(await mailer().send({ ...mail, to: 'voll@praxis.test' })).toEqual({
      ok: false,
      permanent: false,
      error: '452 4.2.2 Postfach voll',
    });
    smtp.refuse('weg@praxis.test', 550, '5.1.1 Unbekannter Empfänger');
    expect(await mailer().send({ ...mail, to: 'weg@praxis.test' })).toEqual({
      ok: false,
      permanent: true,
      error: '550 5.1.1 Unbekannter Empfänger',
    });
  });

  it('refuses for good an address that could add a header line, and sends nothing', async () => {
    const injected = 'team@praxis.test\r\nBcc: alle@example.test';
    const before = smtp.mailsTo('team@praxis.test').length;
    for (const bad of [{ to: injected }, { replyTo: injected }]) {
      expect(await mailer().send({ ...mail, ...bad })).toEqual({
        ok: false,
        permanent: true,
        error: 'Ungültige E-Mail-Adresse für den Mail-Kopf',
      });
    }
    expect(smtp.mailsTo('team@praxis.test')).toHaveLength(before);
    expect(smtp.mailsTo('alle@example.test')).toHaveLength(0);
  });

  it('takes an unreachable server as temporary', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'a@b.test',
      DATA_DIR: '/x',
    });
    const outcome = await unreachable.send(mail);
    expect(outcome).toMatchObject({ ok: false, permanent: false });
    expect(outcome.ok ? '' : outcome.error).toMatch(/ECONNREFUSED/);
  });

  it('keeps a rejected login retryable: it is our configuration, not the recipient', () => {
    const auth = Object.assign(new Error('Invalid login'), {
      code: 'EAUTH',
      responseCode: 535,
      response: '535 5.7.8 Authentication failed',
    });
    expect(classifySmtpError(auth)).toEqual({ permanent: false, error: '535 5.7.8 Authentication failed' });
  });
});
