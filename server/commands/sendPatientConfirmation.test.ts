// The patient confirmation (beyond the spec, opt-in per practice): reference number and the practice's
// contact details, once, never the request; the patient's address is stored nowhere in plain text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { PATIENT_CATALOGUES } from '../../common/texts/patient/catalogues.ts';
import { type MailServer, startMailServer } from '../test/mailServer.ts';
import {
  deliveriesOf,
  jobHandler,
  logsOf,
  mailDepsOf,
  PATIENT,
  practiceWithRecipients,
  scoredRequest,
} from '../test/notifications.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { findPatientPageLink } from './patientPageLinks.ts';
import { sendNotification } from './sendNotification.ts';

let smtp: MailServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://praxis.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const notify = (payload: { submissionId: string }, attempt = 1) =>
  jobHandler(ctx, 'notify-submission')(payload, attempt);

describe('patient confirmation', () => {
  const contactConfig = {
    companyName: 'Physio Süd',
    phone: '089 123456',
    email: 'kontakt@physio-sued.test',
    website: 'https://physio-sued.test',
  };

  it('is off by default', async () => {
    const { tenant } = await practiceWithRecipients(ctx, 1, { config: contactConfig });
    const id = await scoredRequest(ctx, tenant.tenantId);
    await notify({ submissionId: id });
    expect(await smtp.parsedMailsTo(PATIENT.email, referenceNumber(id))).toHaveLength(0);
  });

  it('when on, mails the patient once: reference and contact details, never the request', async () => {
    const { tenant } = await practiceWithRecipients(ctx, 1, {
      config: { ...contactConfig, notifications: { patientConfirmation: true } },
    });
    const id = await scoredRequest(ctx, tenant.tenantId);
    await notify({ submissionId: id });
    await notify({ submissionId: id }, 2);

    const mine = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(id));
    expect(mine).toHaveLength(1);
    const { mail, raw } = mine[0]!;
    expect(mail.subject).toBe(`Ihre Anfrage bei Physio Süd – Referenz ${referenceNumber(id)}`);
    expect(mail.replyTo?.text).toContain('kontakt@physio-sued.test');
    for (const detail of ['089 123456', 'kontakt@physio-sued.test', 'https://physio-sued.test'])
      expect(mail.text).toContain(detail);
    for (const secret of ['Jürgen', 'Weiß', PATIENT.marker, 'Knie', PATIENT.phone])
      expect(`${raw}\n${mail.text}\n${mail.html}`).not.toContain(secret);

    // The address is nowhere in plain text: the log and the delivery name a label.
    const logs = await logsOf(ctx, id);
    expect(logs.map((l) => l.recipient)).toContain('Patient:in (Adresse aus der Anfrage)');
    const rows = JSON.stringify([logs, await deliveriesOf(ctx, id)]);
    expect(rows).not.toContain(PATIENT.email);
  });

  it('speaks the language the patient used; the staff notice stays German and names it', async () => {
    const { tenant, addresses } = await practiceWithRecipients(ctx, 1, {
      config: { ...contactConfig, notifications: { patientConfirmation: true } },
    });
    const turkish = await scoredRequest(ctx, tenant.tenantId, { patientLanguage: 'tr' });
    const arabic = await scoredRequest(ctx, tenant.tenantId, { patientLanguage: 'ar' });
    await notify({ submissionId: turkish });
    await notify({ submissionId: arabic });

    const [tr] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(turkish));
    expect(tr!.mail.subject).toBe(PATIENT_CATALOGUES.tr.mail.subject('Physio Süd', referenceNumber(turkish)));
    expect(tr!.mail.text).toContain(PATIENT_CATALOGUES.tr.mail.referenceHint);
    expect(tr!.mail.html).toContain('lang="tr" dir="ltr"');
    const [ar] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(arabic));
    expect(ar!.mail.text).toContain(PATIENT_CATALOGUES.ar.mail.greeting);
    expect(ar!.mail.html).toContain('lang="ar" dir="rtl"');

    const [notice] = await smtp.parsedMailsTo(addresses[0]!, referenceNumber(turkish));
    expect(notice!.mail.subject).toMatch(/^Neue Anfrage/);
    expect(notice!.mail.text).toContain('Sprache: Türkisch');
  });

  it('keeps the address out of a refusal text', async () => {
    const { tenant } = await practiceWithRecipients(ctx, 0, {
      config: { notifications: { patientConfirmation: true } },
    });
    const id = await scoredRequest(ctx, tenant.tenantId);
    smtp.refuse(PATIENT.email, 550, `5.1.1 <${PATIENT.email}>: Recipient address rejected`, 1);
    expect(await sendNotification(mailDepsOf(ctx), id)).toMatchObject({ failed: 1 });
    const [log] = await logsOf(ctx, id);
    expect(log!.errorMessage).toBe('550 5.1.1 <<Empfänger>>: Recipient address rejected');
  });

  it('carries a link to „Ihre Anfrage“ that opens this request (issue 45), in the patient language', async () => {
    const { tenant } = await practiceWithRecipients(ctx, 1, {
      config: { ...contactConfig, notifications: { patientConfirmation: true } },
    });
    const id = await scoredRequest(ctx, tenant.tenantId, { patientLanguage: 'tr' });
    await notify({ submissionId: id });
    const [{ mail }] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(id));
    expect(mail.text).toContain(PATIENT_CATALOGUES.tr.patientPage.mail.pageIntro);
    const token = /\/online-rezeption\/ihre-anfrage\?tenant=[\w-]+&lang=tr#t=([\w-]{43})/.exec(
      mail.text!,
    )?.[1];
    expect(token).toBeDefined();
    expect((await findPatientPageLink(ctx.database.db, token!)).submissionId).toBe(id);
  });
});
